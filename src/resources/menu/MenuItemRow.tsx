import DragIndicator from '@mui/icons-material/DragIndicator';
import Edit from '@mui/icons-material/Edit';
import FormatIndentDecrease from '@mui/icons-material/FormatIndentDecrease';
import FormatIndentIncrease from '@mui/icons-material/FormatIndentIncrease';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import Delete from '@mui/icons-material/Delete';
import { Box, IconButton, Paper, Stack, Tooltip, Typography } from '@mui/material';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { FlatItem } from './flatTree';

/** Indentation of one nesting level, in pixels: also how far a drag must go sideways to nest. */
export const INDENT = 32;

export interface RowActions {
  onEdit: () => void;
  onIndent: () => void;
  onOutdent: () => void;
  onUp: () => void;
  onDown: () => void;
  onRemove: () => void;
}

/** One item of the menu tree: a drag handle, its label and target, and keyboard buttons. */
export function MenuItemRow({
  item,
  depth,
  target,
  error,
  actions,
  children,
}: {
  item: FlatItem;
  /** Shown depth: the projected one while the item is dragged. */
  depth: number;
  target: string;
  error: string | undefined;
  actions: RowActions;
  /** The item's edit form, when open. */
  children?: ReactNode;
}) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.key,
  });
  const name = item.label || translate('app.site.menuItems.untitled');
  const button = (label: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip title={translate(label, { item: name })}>
      <IconButton size="small" aria-label={translate(label, { item: name })} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Box
      ref={setNodeRef}
      data-testid="menu-item"
      data-depth={item.depth}
      data-label={item.label}
      sx={{
        pl: { xs: `${(depth * INDENT) / 2}px`, sm: `${depth * INDENT}px` },
        transform: CSS.Translate.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 1 : 0,
      }}
    >
      <Paper
        variant="outlined"
        sx={{
          p: 1,
          bgcolor: isDragging ? 'action.selected' : 'background.paper',
          borderColor: error ? 'error.main' : 'divider',
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Box
            {...attributes}
            {...listeners}
            aria-label={translate('screens.drag_handle', { item: name })}
            data-testid="menu-item-handle"
            sx={{ cursor: 'grab', display: 'flex', color: 'text.secondary', touchAction: 'none' }}
          >
            <DragIndicator />
          </Box>
          <Box sx={{ flex: 1, minWidth: 120 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {name}
            </Typography>
            <Typography
              variant="caption"
              sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
            >
              {target}
            </Typography>
            {error && (
              <Typography
                variant="caption"
                role="alert"
                sx={{ display: 'block', color: 'error.main' }}
              >
                {error}
              </Typography>
            )}
          </Box>
          <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
            {button('app.site.menuItems.edit', <Edit fontSize="small" />, actions.onEdit)}
            {button(
              'app.site.menuItems.outdent',
              <FormatIndentDecrease fontSize="small" />,
              actions.onOutdent,
            )}
            {button(
              'app.site.menuItems.indent',
              <FormatIndentIncrease fontSize="small" />,
              actions.onIndent,
            )}
            {button('app.site.menuItems.move_up', <ArrowUpward fontSize="small" />, actions.onUp)}
            {button(
              'app.site.menuItems.move_down',
              <ArrowDownward fontSize="small" />,
              actions.onDown,
            )}
            {button('app.site.menuItems.remove', <Delete fontSize="small" />, actions.onRemove)}
          </Stack>
        </Stack>
        {children}
      </Paper>
    </Box>
  );
}
