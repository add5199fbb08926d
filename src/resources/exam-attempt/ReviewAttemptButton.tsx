import Grading from '@mui/icons-material/Grading';
import { Button, LinkBase, useRecordContext } from 'react-admin';
import { attemptReviewPath } from '../../pages/exams/paths';

/** An attempt's link to its question-by-question review. */
export function ReviewAttemptButton() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Button label="app.exams.actions.review" component={LinkBase} to={attemptReviewPath(record.id)}>
      <Grading />
    </Button>
  );
}
