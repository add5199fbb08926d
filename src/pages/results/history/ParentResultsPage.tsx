import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTranslate } from 'react-admin';
import { ChildTabsPage } from '../../panels/ChildTabsPage';
import { ScoreHistory } from './ScoreHistory';

/** /parent/results: each child's released results and progress, one tab per child. */
export function ParentResultsPage() {
  const translate = useTranslate();
  return (
    <ChildTabsPage title={translate('app.panels.parent_results')}>
      {(child) => (
        <Card>
          <CardContent>
            {/* The review pages of attempts are the student's and staff's. */}
            <ScoreHistory
              key={child.id}
              studentId={Number(child.id)}
              reviewPath={() => null}
              emptyText={translate('app.results.empty')}
            />
          </CardContent>
        </Card>
      )}
    </ChildTabsPage>
  );
}
