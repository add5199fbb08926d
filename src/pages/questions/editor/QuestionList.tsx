import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { DndContext, closestCenter, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { useSortableSensors } from '../../../resources/generic/list/useSortableSensors';
import { SortableQuestionItem } from './SortableQuestionItem';

export type Selection = number | 'new';

interface QuestionListProps {
  questions: RaRecord[];
  selected: Selection | null;
  onSelect: (selection: Selection) => void;
  /** The new order of these questions' ids, once a drag ends somewhere else. */
  onReorder: (ids: Identifier[]) => void;
  /** Null: the list may grow; a number: how many it takes (a SAT module). */
  capacity: number | null;
  canWrite: boolean;
}

/** The questions of an exam or a SAT module, in order, to pick one, add one, or drag into place. */
export function QuestionList({
  questions,
  selected,
  onSelect,
  onReorder,
  capacity,
  canWrite,
}: QuestionListProps) {
  const translate = useTranslate();
  const ids = questions.map((q) => q.id);
  const sensors = useSortableSensors();
  const numberOf = (id: Identifier | undefined) => ids.indexOf(id ?? '') + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      translate('app.questions.dnd.picked', { number: numberOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? translate('app.questions.dnd.over', {
            number: numberOf(active.id),
            place: numberOf(over.id),
          })
        : '',
    onDragEnd: ({ active, over }) =>
      translate('app.questions.dnd.dropped', {
        number: numberOf(active.id),
        place: numberOf(over?.id ?? active.id),
      }),
    onDragCancel: ({ active }) =>
      translate('app.questions.dnd.cancelled', { number: numberOf(active.id) }),
  };
  const accessibility = {
    announcements,
    screenReaderInstructions: { draggable: translate('app.questions.dnd.instructions') },
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(active.id), ids.indexOf(over.id)));
  };
  const full = capacity !== null && questions.length >= capacity;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {questions.length === 0 && selected !== 'new' && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {translate('app.questions.none_yet')}
        </Typography>
      )}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={accessibility}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={!canWrite}>
          <List dense disablePadding aria-label={translate('app.questions.list')}>
            {questions.map((question, index) => (
              <SortableQuestionItem
                key={question.id}
                question={question}
                number={index + 1}
                selected={selected === question.id}
                onSelect={() => onSelect(Number(question.id))}
              />
            ))}
            {selected === 'new' && (
              <ListItem disablePadding divider>
                <ListItemButton selected aria-current="true">
                  <Typography sx={{ fontStyle: 'italic' }}>
                    {translate('app.questions.new_question', { number: questions.length + 1 })}
                  </Typography>
                </ListItemButton>
              </ListItem>
            )}
          </List>
        </SortableContext>
      </DndContext>
      {canWrite && (
        <Button
          startIcon={<Add />}
          onClick={() => onSelect('new')}
          disabled={full || selected === 'new'}
          sx={{ alignSelf: 'flex-start' }}
        >
          {full ? translate('app.questions.module_full') : translate('app.questions.add')}
        </Button>
      )}
    </Box>
  );
}
