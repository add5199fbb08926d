import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTranslate } from 'react-admin';
import { ChildTabsPage } from '../../panels/ChildTabsPage';
import { attemptReviewPath } from '../examPaths';
import { ScoreHistory } from './ScoreHistory';

/** /parent/results: each child's released results and progress, one tab per child. */
export function ParentResultsPage() {
  const translate = useTranslate();
  return (
    <ChildTabsPage title={translate('app.panels.parent_results')}>
      {(child) => (
        <Card>
          <CardContent>
            <ScoreHistory
              key={child.id}
              studentId={Number(child.id)}
              reviewPath={(entry) =>
                entry.attempt_id === null ? null : attemptReviewPath(entry.attempt_id)
              }
              emptyText={translate('app.results.empty')}
            />
          </CardContent>
        </Card>
      )}
    </ChildTabsPage>
  );
}
