import { useState } from 'react';
import type { QuestionSetting } from '../../../../schema';
import { QuestionWorkspace } from './QuestionWorkspace';
import type { ExamOutline } from './useExamOutline';
import { useEditorSelection } from './useEditorSelection';

const REGULAR: QuestionSetting = { exam: 'regular' };

interface RegularEditorProps {
  outline: ExamOutline;
  refetch: () => Promise<unknown>;
  canWrite: boolean;
  canDelete: boolean;
}

/** A regular exam's questions in order, and the selected one's form. */
export function RegularEditor({ outline, refetch, canWrite, canDelete }: RegularEditorProps) {
  const { question, select } = useEditorSelection();
  const [dirty, setDirty] = useState(false);
  return (
    <QuestionWorkspace
      outline={outline}
      setting={REGULAR}
      questions={outline.questions}
      moduleId={null}
      capacity={null}
      selection={question}
      onSelect={(next) => select({ question: next })}
      refetch={refetch}
      canWrite={canWrite}
      canDelete={canDelete}
      dirty={dirty}
      onDirtyChange={setDirty}
    />
  );
}
