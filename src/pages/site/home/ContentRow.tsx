import DragIndicator from '@mui/icons-material/DragIndicator';
import Edit from '@mui/icons-material/Edit';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Box, Chip, IconButton, ListItem, Switch, Tooltip, Typography } from '@mui/material';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Link } from 'react-router';
import { useTranslate, type RaRecord } from 'react-admin';
import { isActive, text } from './homeContent';

/** One row of a home-page list: drag handle, title, kind, show switch, quick edit, full form. */
export function ContentRow({
  row,
  detail,
  editHref,
  selected,
  onToggle,
  onQuickEdit,
}: {
  row: RaRecord;
  detail: string;
  editHref: string;
  selected: boolean;
  onToggle: () => void;
  onQuickEdit: () => void;
}) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: row.id,
  });
  const title = text(row, 'title');
  return (
    <ListItem
      ref={setNodeRef}
      divider
      data-testid="home-row"
      data-title={title}
      sx={{
        transform: CSS.Transform.toString(transform),
        transition,
        gap: 1,
        px: 1,
        bgcolor: isDragging || selected ? 'action.selected' : 'background.paper',
        opacity: isActive(row) ? 1 : 0.7,
        zIndex: isDragging ? 1 : 0,
      }}
    >
      <Box
        {...attributes}
        {...listeners}
        aria-label={translate('screens.drag_handle', { item: title })}
        data-testid="home-row-handle"
        sx={{ cursor: 'grab', display: 'flex', color: 'text.secondary', touchAction: 'none' }}
      >
        <DragIndicator />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.25 }}>
          <Chip size="small" label={detail} variant="outlined" />
          {!isActive(row) && <Chip size="small" label={translate('app.site.home.hidden')} />}
        </Box>
      </Box>
      <Switch
        checked={isActive(row)}
        onChange={onToggle}
        slotProps={{ input: { 'aria-label': translate('app.site.home.show', { item: title }) } }}
      />
      <Tooltip title={translate('app.site.home.quick_edit')}>
        <IconButton
          size="small"
          aria-label={translate('app.site.home.quick_edit')}
          onClick={onQuickEdit}
        >
          <Edit fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('app.site.home.edit', { item: title })}>
        <IconButton
          size="small"
          component={Link}
          to={editHref}
          aria-label={translate('app.site.home.edit', { item: title })}
        >
          <OpenInNew fontSize="small" />
        </IconButton>
      </Tooltip>
    </ListItem>
  );
}
