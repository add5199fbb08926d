import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RecordContextProvider, ResourceContextProvider, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { DeleteRowButton } from '../../../resources/generic/list/DeleteRowButton';
import type { QuestionDraft } from './draft';

/** After a save: stay on the question, or open a blank next one (Ctrl+Enter). */
export type AfterSave = 'stay' | 'next';

interface PaneActionsProps {
  draft: QuestionDraft;
  canDelete: boolean;
  onSubmit: (then: AfterSave) => void;
}

/** Save, save and next, and (for a stored question) delete after 'Are you sure?'. */
export function PaneActions({ draft, canDelete, onSubmit }: PaneActionsProps) {
  const translate = useTranslate();
  const { isSubmitting } = useFormState();
  const item = translate('resources.exam-question.name', { smart_count: 1 });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Button variant="contained" disabled={isSubmitting} onClick={() => onSubmit('stay')}>
        {translate('ra.action.save')}
      </Button>
      <Button
        variant="outlined"
        disabled={isSubmitting}
        onClick={() => onSubmit('next')}
        aria-keyshortcuts="Control+Enter Meta+Enter"
      >
        {translate('app.questions.save_next')}
      </Button>
      <Box sx={{ flex: 1 }} />
      {draft.id !== undefined && canDelete && (
        <ResourceContextProvider value="exam-question">
          <RecordContextProvider value={{ ...draft, id: draft.id }}>
            <DeleteRowButton item={item} />
          </RecordContextProvider>
        </ResourceContextProvider>
      )}
    </Box>
  );
}
