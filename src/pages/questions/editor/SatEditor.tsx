import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { QuestionSetting } from '../../../../schema';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { QuestionWorkspace } from './QuestionWorkspace';
import type { ExamOutline } from './useExamOutline';
import { useEditorSelection } from './useEditorSelection';

interface SatEditorProps {
  outline: ExamOutline;
  refetch: () => Promise<unknown>;
  canWrite: boolean;
  canDelete: boolean;
}

/**
 * A SAT practice test's questions, one tab per module of its form (with how many it holds of how
 * many it takes), the module's questions in order, and the fast-entry pane.
 */
export function SatEditor({ outline, refetch, canWrite, canDelete }: SatEditorProps) {
  const translate = useTranslate();
  const { question, moduleId, select } = useEditorSelection();
  const [dirty, setDirty] = useState(false);
  const [askedModule, setAskedModule] = useState<number | null>(null);
  const { modules, questions } = outline;
  if (modules.length === 0)
    return <Alert severity="warning">{translate('app.questions.form_without_modules')}</Alert>;

  const selectedQuestion =
    typeof question === 'number' ? questions.find((q) => q.id === question) : undefined;
  const current =
    modules.find((m) => m.id === moduleId) ??
    modules.find((m) => m.id === Number(selectedQuestion?.module_id)) ??
    modules[0]!;
  const inModule = questions.filter((q) => Number(q.module_id) === current.id);
  const countOf = (id: number) => questions.filter((q) => Number(q.module_id) === id).length;
  const openModule = (id: number) => {
    setDirty(false);
    select({ module: id, question: null });
  };
  const setting: QuestionSetting = { exam: 'sat', form: outline.formKind ?? 'digital' };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Tabs
        value={current.id}
        onChange={(_event, id: number) => (dirty ? setAskedModule(id) : openModule(id))}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={translate('app.questions.modules')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {modules.map((m) => (
          <Tab
            key={m.id}
            value={m.id}
            id={`module-tab-${m.id}`}
            aria-controls="module-panel"
            label={translate('app.questions.module_tab', {
              section: m.sectionName,
              number: m.number,
              count: countOf(m.id),
              total: m.questionCount,
            })}
            sx={{ textTransform: 'none' }}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="module-panel" aria-labelledby={`module-tab-${current.id}`}>
        <QuestionWorkspace
          key={current.id}
          outline={outline}
          setting={setting}
          questions={inModule}
          moduleId={current.id}
          capacity={current.questionCount}
          selection={question}
          onSelect={(next) => select({ module: current.id, question: next })}
          refetch={refetch}
          canWrite={canWrite}
          canDelete={canDelete}
          dirty={dirty}
          onDirtyChange={setDirty}
        />
      </Box>
      <DiscardChangesDialog
        open={askedModule !== null}
        onDiscard={() => {
          if (askedModule !== null) openModule(askedModule);
          setAskedModule(null);
        }}
        onKeep={() => setAskedModule(null)}
      />
    </Box>
  );
}
