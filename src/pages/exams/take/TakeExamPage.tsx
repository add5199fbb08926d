import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useAuthenticated, useLocaleState, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { formatDateTime } from '../../../lib/format';
import { useStudentExams } from '../examApi';
import { StartExamDialog } from '../list/StartExamDialog';
import { ExamRunner } from './ExamRunner';
import { CentredPanel, FocusFrame } from './FocusFrame';

function Message({ children, retry }: { children: string; retry?: () => void }) {
  const translate = useTranslate();
  return (
    <FocusFrame>
      <CentredPanel>
        <Alert
          severity={retry ? 'error' : 'info'}
          action={
            retry ? (
              <Button color="inherit" size="small" onClick={retry}>
                {translate('app.exams.retry')}
              </Button>
            ) : undefined
          }
        >
          {children}
        </Alert>
        <Button component={Link} to="/student/exam" sx={{ alignSelf: 'flex-start' }}>
          {translate('app.exams.back_to_list')}
        </Button>
      </CentredPanel>
    </FocusFrame>
  );
}

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

  if (isPending) {
    return (
      <FocusFrame>
        <CentredPanel>
          <CircularProgress
            aria-label={translate('app.exams.take.loading')}
            sx={{ alignSelf: 'center' }}
          />
        </CentredPanel>
      </FocusFrame>
    );
  }
  if (error)
    return <Message retry={() => void refetch()}>{translate('app.exams.load_error')}</Message>;
  const exam = data.data.find((e) => String(e.id) === examId);
  if (!exam) return <Message>{translate('app.exams.take.not_found')}</Message>;
  if (exam.attempt) return <ExamRunner attemptId={exam.attempt.id} />;
  if (!exam.can_start) {
    return (
      <Message>
        {exam.start_refusal
          ? translate(`app.exams.refusal.${exam.start_refusal}`, {
              start: formatDateTime(exam.starts_at, locale),
              end: formatDateTime(exam.ends_at, locale),
            })
          : translate('app.exams.take.not_found')}
      </Message>
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
