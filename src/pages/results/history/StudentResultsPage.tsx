import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useGetList, useTranslate } from 'react-admin';
import { PanelPage } from '../../panels/PanelPage';
import { PanelState } from '../../panels/PanelState';
import { studentReviewPath } from '../examPaths';
import { ScoreHistory } from './ScoreHistory';

/** /student/results: the student's own released results and their progress. */
export function StudentResultsPage() {
  const translate = useTranslate();
  // A student's Students scope is their own profile: the list holds just them.
  const { data, isPending, error, refetch } = useGetList('student', {
    pagination: { page: 1, perPage: 1 },
  });
  const me = data?.[0];
  return (
    <PanelPage title={translate('app.panels.student_results')}>
      <PanelState
        isPending={isPending}
        error={error}
        isEmpty={!me}
        emptyText={translate('app.results.no_profile')}
        onRetry={() => void refetch()}
      >
        {me && (
          <Card>
            <CardContent>
              <ScoreHistory
                studentId={Number(me.id)}
                emptyText={translate('app.results.empty')}
                reviewPath={(entry) =>
                  entry.attempt_id === null ? null : studentReviewPath(entry.exam_id)
                }
              />
            </CardContent>
          </Card>
        )}
      </PanelState>
    </PanelPage>
  );
}
