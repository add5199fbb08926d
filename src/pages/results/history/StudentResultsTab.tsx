import { useTranslate, type Identifier } from 'react-admin';
import { attemptReviewPath } from '../examPaths';
import { ScoreHistory } from './ScoreHistory';

/** The "Results" tab of a student's page for staff: every result they may see, with reviews. */
export function StudentResultsTab({ studentId }: { studentId: Identifier }) {
  const translate = useTranslate();
  return (
    <ScoreHistory
      studentId={Number(studentId)}
      emptyText={translate('app.results.empty_staff')}
      reviewPath={(entry) =>
        entry.attempt_id === null ? null : attemptReviewPath(entry.attempt_id)
      }
    />
  );
}
