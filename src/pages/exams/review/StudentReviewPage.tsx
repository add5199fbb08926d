import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { PanelPage } from '../../panels/PanelPage';
import { useStudentExams } from '../examApi';
import { ProblemAlert } from '../ProblemAlert';
import { ReviewView } from './ReviewView';
import { useAttemptReview } from './useAttemptReview';

/**
 * /student/exam/{examId}/review: the student's released result and every question reviewed. The
 * server decides what is shown; before release it refuses and this page says so.
 */
export function StudentReviewPage() {
  const translate = useTranslate();
  const { examId = '' } = useParams();
  const exams = useStudentExams();
  const exam = exams.data?.data.find((e) => String(e.id) === examId);
  const released = exam?.results_released === true && exam.attempt?.status === 'submitted';
  const review = useAttemptReview(released ? exam.attempt!.id : undefined);
  const title = exam
    ? translate('app.exams.review.title', { title: exam.title })
    : translate('app.exams.review.heading');

  let body;
  if (exams.isPending || (released && review.isPending)) {
    body = <Skeleton variant="rounded" height={240} />;
  } else if (exams.error || review.error) {
    body = (
      <ProblemAlert
        message={translate('app.exams.review.load_error')}
        onRetry={() => void (exams.error ? exams.refetch() : review.refetch())}
      />
    );
  } else if (!exam || !exam.attempt) {
    body = <ProblemAlert message={translate('app.exams.review.no_attempt')} />;
  } else if (!released) {
    body = <ProblemAlert message={translate('app.exams.review.not_released')} />;
  } else {
    body = <ReviewView review={review.data!} perspective="student" />;
  }
  return (
    <PanelPage title={title}>
      <Button component={Link} to="/student/exam" sx={{ mb: 2, px: 0 }}>
        {translate('app.exams.back_to_list')}
      </Button>
      {body}
    </PanelPage>
  );
}
