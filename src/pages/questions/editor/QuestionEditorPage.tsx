import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Loading, useCanAccess, useTranslate, type TranslateFunction } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { NotFoundPage } from '../../errors/NotFoundPage';
import { ExamPickerPage } from '../picker/ExamPickerPage';
import { editorPath, isSatExam, type QuestionArea } from '../paths';
import { EditorHeader } from './EditorHeader';
import { RegularEditor } from './RegularEditor';
import { SatEditor } from './SatEditor';
import { useExamOutline, type ExamOutline } from './useExamOutline';

interface QuestionEditorPageProps {
  area: QuestionArea;
  sat: boolean;
}

/** "5 questions entered of 98, in 4 modules", or "Marks: 12 of 20". */
function summaryOf(outline: ExamOutline, sat: boolean, translate: TranslateFunction): string {
  const { questions, exam, modules } = outline;
  if (sat)
    return translate('app.questions.sat_summary', {
      count: questions.length,
      total: modules.reduce((n, m) => n + m.questionCount, 0),
      modules: modules.length,
    });
  const marks = questions.reduce((n, q) => n + Number(q.marks ?? 0), 0);
  return exam.total_marks
    ? translate('app.questions.marks_of_total', { marks, total: Number(exam.total_marks) })
    : translate('app.questions.marks_summary', { marks });
}

function Editor({ area, sat, examId }: QuestionEditorPageProps & { examId: number }) {
  const translate = useTranslate();
  const { outline, isPending, error, examError, refetch, refetchExam, retry } =
    useExamOutline(examId);
  const { canAccess: canCreate } = useCanAccess({ action: 'create', resource: 'exam-question' });
  const { canAccess: canUpdate } = useCanAccess({ action: 'edit', resource: 'exam-question' });
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource: 'exam-question' });
  if ((examError as { status?: number } | null)?.status === 404) return <NotFoundPage />;
  if (error)
    return (
      <Alert
        severity="error"
        sx={{ mt: 2 }}
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {translate('app.panels.retry')}
          </Button>
        }
      >
        {translate('app.notify.fetch_error')}
      </Alert>
    );
  if (isPending || !outline) return <Loading />;
  if (isSatExam(outline.exam) !== sat)
    return <Navigate to={editorPath(area, outline.exam)} replace />;
  const canWrite = Boolean(canCreate && canUpdate);
  const props = { outline, refetch, canWrite, canDelete: Boolean(canDelete) };
  return (
    <Box sx={{ py: 2 }}>
      <EditorHeader
        exam={outline.exam}
        area={area}
        summary={summaryOf(outline, sat, translate)}
        onPublished={() => void refetchExam()}
      />
      {sat ? <SatEditor {...props} /> : <RegularEditor {...props} />}
    </Box>
  );
}

/**
 * /admin/exam/question/{exam?} and /admin/exam/question/sat/{exam?} (and the employee panel's):
 * without an exam, the picker; with one, its editor (a SAT exam opened at the regular address, or
 * the other way round, moves to the right one).
 */
export function QuestionEditorPage({ area, sat }: QuestionEditorPageProps) {
  const { examId } = useParams();
  if (examId === undefined) return <ExamPickerPage area={area} sat={sat} />;
  if (!/^[1-9]\d*$/.test(examId)) return <NotFoundPage />;
  return <Editor key={examId} area={area} sat={sat} examId={Number(examId)} />;
}
