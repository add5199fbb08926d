import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PanelPage } from '../../panels/PanelPage';
import { PanelState } from '../../panels/PanelState';
import { useChildren } from '../../panels/useChildren';
import { ScoreHistory } from './ScoreHistory';

/** /parent/results: each child's released results and progress, one tab per child. */
export function ParentResultsPage() {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useChildren();
  const [chosen, setChosen] = useState(0);
  const index = Math.min(chosen, Math.max((data?.length ?? 1) - 1, 0));
  const child = data?.[index];
  return (
    <PanelPage title={translate('app.panels.parent_results')}>
      <PanelState
        isPending={isPending}
        error={error}
        isEmpty={(data?.length ?? 0) === 0}
        emptyText={translate('app.panels.children_empty')}
        onRetry={() => void refetch()}
      >
        {data && data.length > 1 && (
          <Tabs
            value={index}
            onChange={(_, next: number) => setChosen(next)}
            aria-label={translate('app.panels.child_tabs')}
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ mb: 2 }}
          >
            {data.map((c) => (
              <Tab key={c.id} label={String(c.full_name)} />
            ))}
          </Tabs>
        )}
        {child && (
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
      </PanelState>
    </PanelPage>
  );
}
