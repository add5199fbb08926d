import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslate, type RaRecord } from 'react-admin';
import { MathHtml } from '../../../components/math';

interface SortableQuestionItemProps {
  question: RaRecord;
  number: number;
  selected: boolean;
  onSelect: () => void;
}

/**
 * One question of the list: its number, the start of its stem with math typeset, and a handle to
 * drag it (or, focused, Space to lift, arrows to move, Space to drop).
 */
export function SortableQuestionItem({
  question,
  number,
  selected,
  onSelect,
}: SortableQuestionItemProps) {
  const translate = useTranslate();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: question.id });
  // The stored label is the stem's start with its tags removed: text with HTML entities.
  const label = String(question.label ?? '');
  return (
    <ListItem
      ref={setNodeRef}
      disablePadding
      divider
      sx={{
        transform: CSS.Transform.toString(transform),
        transition,
        bgcolor: isDragging ? 'action.selected' : 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={translate('app.questions.drag', { number })}
        size="small"
        sx={{ cursor: 'grab', touchAction: 'none', mx: 0.5 }}
      >
        <DragIndicator fontSize="small" />
      </IconButton>
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
        sx={{ gap: 1, alignItems: 'baseline', py: 1 }}
      >
        <Typography component="span" sx={{ fontWeight: 700, minWidth: 24 }}>
          {number}.
        </Typography>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <MathHtml
            html={label}
            sx={{
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          />
          <Typography variant="caption" color="text.secondary">
            {translate(`enums.questionType.${String(question.type)}`)}
            {Array.isArray(question.answers) && question.answers.length > 0
              ? ` · ${question.answers.join(', ')}`
              : ''}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}
