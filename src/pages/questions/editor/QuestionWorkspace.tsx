import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useCallback, useEffect, useState } from 'react';
import type { RaRecord } from 'react-admin';
import type { QuestionSetting } from '../../../../schema';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { draftOf, emptyDraft, type QuestionType } from './draft';
import type { AfterSave } from './PaneActions';
import { QuestionList, type Selection } from './QuestionList';
import { QuestionPane } from './QuestionPane';
import type { ExamOutline } from './useExamOutline';
import { useLeaveGuard } from './useLeaveGuard';
import { useQuestionOrder } from './useQuestionOrder';

export interface QuestionWorkspaceProps {
  outline: ExamOutline;
  setting: QuestionSetting;
  /** The questions of the exam (regular) or of one module (SAT), in order. */
  questions: RaRecord[];
  moduleId: number | null;
  capacity: number | null;
  selection: Selection | null;
  onSelect: (selection: Selection) => void;
  refetch: () => Promise<unknown>;
  canWrite: boolean;
  canDelete: boolean;
  /** Reports unsaved changes, so that switching modules can ask first. */
  onDirtyChange: (dirty: boolean) => void;
  dirty: boolean;
}

/**
 * The question list beside the selected question's form. Alt+↑ / Alt+↓ move between questions;
 * with unsaved changes, moving (by key, click or tab) asks before discarding them.
 */
export function QuestionWorkspace(props: QuestionWorkspaceProps) {
  const { outline, setting, questions, moduleId, capacity, selection, canWrite, dirty } = props;
  const { onSelect, onDirtyChange, refetch } = props;
  const { ordered, reorder } = useQuestionOrder(questions, refetch);
  const [asked, setAsked] = useState<Selection | null>(null);
  /** The last save's answer, shown until the refetched list carries it too. */
  const [saved, setSaved] = useState<RaRecord | null>(null);
  /** Bumped to start a fresh form (a blank next question after a save). */
  const [fresh, setFresh] = useState(0);
  const [focusStem, setFocusStem] = useState(false);
  const [lastType, setLastType] = useState<QuestionType>('single');
  useLeaveGuard(dirty);

  const ids = ordered.map((q) => Number(q.id));
  const full = capacity !== null && ids.length >= capacity;
  const current: Selection | null =
    selection !== null && (selection === 'new' ? canWrite && !full : ids.includes(selection))
      ? selection
      : (ids[0] ?? (canWrite && !full ? 'new' : null));

  const go = useCallback(
    (next: Selection, focus: boolean) => {
      setFocusStem(focus);
      onDirtyChange(false);
      onSelect(next);
      setFresh((n) => n + 1);
    },
    [onSelect, onDirtyChange],
  );
  const request = useCallback(
    (next: Selection) => {
      if (next === current) return;
      if (dirty) setAsked(next);
      else go(next, next === 'new');
    },
    [current, dirty, go],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
      const stops: Selection[] = [...ids, ...(current === 'new' ? ['new' as const] : [])];
      const index = current === null ? -1 : stops.indexOf(current);
      const next = stops[event.key === 'ArrowUp' ? index - 1 : index + 1];
      if (next === undefined) return;
      event.preventDefault();
      request(next);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [ids, current, request]);

  const onSaved = (record: RaRecord, then: AfterSave) => {
    setSaved(record);
    setLastType(record.type as QuestionType);
    void refetch();
    const count = selection === 'new' ? ids.length + 1 : ids.length;
    const room = capacity === null || count < capacity;
    if (then === 'next' && room) go('new', true);
    else go(Number(record.id), false);
  };

  const record =
    typeof current === 'number'
      ? saved && Number(saved.id) === current
        ? saved
        : ordered.find((q) => Number(q.id) === current)
      : undefined;
  const draft = record
    ? draftOf(record)
    : emptyDraft(Number(outline.exam.id), moduleId, setting.exam === 'sat' ? lastType : 'single');
  const number = current === 'new' || current === null ? ids.length + 1 : ids.indexOf(current) + 1;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(240px, 1fr) minmax(0, 3fr)' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ p: 1 }}>
        <QuestionList
          questions={ordered}
          selected={current}
          onSelect={request}
          onReorder={(next) => void reorder(next)}
          capacity={capacity}
          canWrite={canWrite}
        />
      </Paper>
      {current !== null && (
        <QuestionPane
          key={`${String(current)}:${String(record?.updated_at ?? '')}:${fresh}`}
          draft={draft}
          setting={setting}
          outline={outline}
          number={number}
          autofocusStem={focusStem && current === 'new'}
          canWrite={canWrite}
          canDelete={props.canDelete}
          onSaved={onSaved}
          onDirtyChange={onDirtyChange}
        />
      )}
      <DiscardChangesDialog
        open={asked !== null}
        onDiscard={() => {
          if (asked !== null) go(asked, asked === 'new');
          setAsked(null);
        }}
        onKeep={() => setAsked(null)}
      />
    </Box>
  );
}
