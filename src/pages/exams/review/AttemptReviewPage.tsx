import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { keyOfName } from '../../../config';
import { NotFoundPage } from '../../errors/NotFoundPage';
import { PanelPage } from '../../panels/PanelPage';
import { statusOf } from '../examApi';
import { ProblemAlert } from '../ProblemAlert';
import { ReviewView } from './ReviewView';
import { useAttemptReview } from './useAttemptReview';

/**
 * /admin/exam/attempt/{id}/review: any attempt the reader may see (a tutor's course, every one
 * for admins; a parent their child's once released), question by question with the result.
 */
export function AttemptReviewPage() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const valid = /^[1-9]\d*$/.test(id);
  const review = useAttemptReview(valid ? Number(id) : undefined);
  if (!valid || statusOf(review.error) === 404) return <NotFoundPage />;
  const title = review.data
    ? translate('app.exams.review.title', { title: review.data.exam_title })
    : translate('app.exams.review.heading');
  let body;
  if (review.isPending) body = <Skeleton variant="rounded" height={240} />;
  else if (review.error) {
    const refused = [403, 409].includes(statusOf(review.error));
    body = (
      <ProblemAlert
        message={refused ? review.error.message : translate('app.exams.review.load_error')}
        onRetry={refused ? undefined : () => void review.refetch()}
      />
    );
  } else body = <ReviewView review={review.data} perspective="staff" />;
  return (
    <PanelPage title={title}>
      <Button component={Link} to={`/${keyOfName('exam-attempt')}`} sx={{ mb: 2, px: 0 }}>
        {translate('app.exams.review.back_to_attempts')}
      </Button>
      {body}
    </PanelPage>
  );
}
