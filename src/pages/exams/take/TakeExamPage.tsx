import Typography from '@mui/material/Typography';
import { useAuthenticated, useLocaleState, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format';
import { useStudentExams } from '../examApi';
import { StartExamDialog } from '../list/StartExamDialog';
import { ExamRunner } from './ExamRunner';
import { CentredPanel, FocusFrame } from './FocusFrame';
import { FrameLoading, FrameMessage } from './FrameStates';

/**
 * /student/exam/{examId}/take, on the whole window: the student's attempt at the exam, resumed
 * where it stands on the server. Without an attempt yet, the start confirmation first.
 */
export function TakeExamPage() {
  useAuthenticated();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const navigate = useNavigate();
  const { examId = '' } = useParams();
  const { data, isPending, error, refetch } = useStudentExams();

  if (isPending) return <FrameLoading />;
  if (error)
    return (
      <FrameMessage message={translate('app.exams.load_error')} onRetry={() => void refetch()} />
    );
  const exam = data.data.find((e) => String(e.id) === examId);
  if (!exam) return <FrameMessage message={translate('app.exams.take.not_found')} />;
  if (exam.attempt) return <ExamRunner attemptId={exam.attempt.id} />;
  if (!exam.can_start) {
    return (
      <FrameMessage
        message={
          exam.start_refusal
            ? translate(`app.exams.refusal.${exam.start_refusal}`, {
                start: formatDateTime(exam.starts_at, locale),
                end: formatDateTime(exam.ends_at, locale),
              })
            : translate('app.exams.take.not_found')
        }
      />
    );
  }
  return (
    <FocusFrame>
      <CentredPanel>
        <Typography variant="h5" component="h1">
          {exam.title}
        </Typography>
        <StartExamDialog exam={exam} open onClose={() => navigate('/student/exam')} />
      </CentredPanel>
    </FocusFrame>
  );
}
