import DragIndicator from '@mui/icons-material/DragIndicator';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Identifier } from 'react-admin';
import { useTranslate } from 'react-admin';

/** One draggable row of the arrange dialog; the handle also works from the keyboard. */
export function SortableRow({ id, text }: { id: Identifier; text: string }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const translate = useTranslate();
  return (
    <ListItem
      ref={setNodeRef}
      divider
      sx={{
        transform: CSS.Transform.toString(transform),
        transition,
        bgcolor: isDragging ? 'action.selected' : 'background.paper',
        touchAction: 'none',
      }}
    >
      <ListItemIcon
        {...attributes}
        {...listeners}
        aria-label={translate('screens.drag_handle', { item: text })}
        sx={{ cursor: 'grab', minWidth: 36 }}
      >
        <DragIndicator />
      </ListItemIcon>
      <ListItemText primary={text} />
    </ListItem>
  );
}
