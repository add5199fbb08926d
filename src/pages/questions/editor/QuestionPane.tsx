import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Form, useTranslate, type RaRecord } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { QuestionSetting } from '../../../../schema';
import { createPendingEntries, PendingEntryProvider } from '../inputs/pendingEntry';
import type { QuestionDraft } from './draft';
import { draftErrors } from './draftErrors';
import { PaneActions, type AfterSave } from './PaneActions';
import { QuestionFields } from './QuestionFields';
import { QuestionPreview } from './QuestionPreview';
import type { ExamOutline } from './useExamOutline';
import { useSaveQuestion } from './useSaveQuestion';

export interface QuestionPaneProps {
  draft: QuestionDraft;
  setting: QuestionSetting;
  outline: ExamOutline;
  /** The question's number in its exam or module. */
  number: number;
  autofocusStem: boolean;
  canWrite: boolean;
  canDelete: boolean;
  onSaved: (record: RaRecord, then: AfterSave) => void;
  onDirtyChange: (dirty: boolean) => void;
}

const FORM_ID = 'question-form';

function DirtyReporter({ onChange }: { onChange: (dirty: boolean) => void }) {
  const { isDirty } = useFormState();
  useEffect(() => {
    onChange(isDirty);
  }, [isDirty, onChange]);
  return null;
}

function PaneBody({ submit, ...props }: QuestionPaneProps & { submit: (then: AfterSave) => void }) {
  const { draft, setting, outline, number, autofocusStem, canWrite, canDelete } = props;
  const translate = useTranslate();
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey) || !canWrite) return;
    // Caught on the way down, before the rich text editor makes it a line break.
    event.preventDefault();
    event.stopPropagation();
    submit('next');
  };
  const title =
    draft.id === undefined
      ? translate('app.questions.new_question', { number })
      : translate('app.questions.question_number', { number });
  return (
    <Box
      onKeyDownCapture={onKeyDownCapture}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="question-pane-title"
        sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
      >
        <Typography id="question-pane-title" variant="h6" component="h2">
          {title}
        </Typography>
        <QuestionFields setting={setting} outline={outline} autofocusStem={autofocusStem} />
        {canWrite && <PaneActions draft={draft} canDelete={canDelete} onSubmit={submit} />}
      </Paper>
      <QuestionPreview />
    </Box>
  );
}

/**
 * One question's form beside its live preview. Ctrl+Enter (⌘+Enter) saves and opens a blank next
 * question; a refused save puts the server's 422 on the fields it names.
 */
export function QuestionPane(props: QuestionPaneProps) {
  const { draft, setting, onSaved } = props;
  const translate = useTranslate();
  const save = useSaveQuestion();
  const then = useRef<AfterSave>('stay');
  const [entries] = useState(createPendingEntries);
  // Saving: typed-but-unchipped answers become chips first, then the form is submitted.
  const submit = (next: AfterSave) => {
    then.current = next;
    entries.commitAll();
    (document.getElementById(FORM_ID) as HTMLFormElement | null)?.requestSubmit();
  };
  const onSubmit = async (values: Record<string, unknown>) => {
    const result = await save(values as unknown as QuestionDraft);
    if ('record' in result) {
      onSaved(result.record, then.current);
      return undefined;
    }
    return result.errors;
  };
  return (
    <PendingEntryProvider value={entries}>
      <Form
        id={FORM_ID}
        record={draft}
        onSubmit={onSubmit}
        validate={(values) => draftErrors(values as QuestionDraft, setting, translate)}
        noValidate
      >
        <DirtyReporter onChange={props.onDirtyChange} />
        <PaneBody {...props} submit={submit} />
      </Form>
    </PendingEntryProvider>
  );
}
