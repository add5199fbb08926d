import Alert from '@mui/material/Alert';
import { Loading, useGetOne, useTranslate } from 'react-admin';
import { Navigate, useParams } from 'react-router-dom';
import { NotFoundPage } from '../../errors/NotFoundPage';
import { keyOfName } from '../../../config';
import { editorPath, pickerPath, type QuestionArea } from '../paths';

/**
 * /…/question/edit/{question?} and /…/question/edit/sat/{question?}: the editor of the question's
 * exam, opened on that question (in its module). Without a question, the exam picker.
 */
export function EditQuestionRedirect({ area, sat }: { area: QuestionArea; sat: boolean }) {
  const translate = useTranslate();
  const { questionId = '' } = useParams();
  const valid = /^[1-9]\d*$/.test(questionId);
  const question = useGetOne(
    'exam-question',
    { id: Number(questionId) },
    { enabled: valid, retry: false },
  );
  const examId = question.data?.exam_id;
  const exam = useGetOne(
    keyOfName('exam'),
    { id: Number(examId) },
    { enabled: examId !== undefined, retry: false },
  );
  if (questionId === '') return <Navigate to={pickerPath(area, sat)} replace />;
  if (!valid) return <NotFoundPage />;
  const status = (question.error ?? exam.error) as { status?: number } | null;
  if (status?.status === 404) return <NotFoundPage />;
  if (status) return <Alert severity="error">{translate('app.notify.fetch_error')}</Alert>;
  if (!question.data || !exam.data) return <Loading />;
  return <Navigate to={editorPath(area, exam.data, question.data)} replace />;
}
