import { Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SessionCalendar } from '../../components/session-calendar';
import { PanelPage } from './PanelPage';
import { PanelState } from './PanelState';
import { useChildren } from './useChildren';

/**
 * /parent/routine: each linked child's weekly routine, one tab per child. The original left the
 * page empty; the server only answers sessions of the parent's own children.
 */
export function RoutinePage() {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useChildren();
  const [chosen, setChosen] = useState(0);
  const child = data?.[Math.min(chosen, (data?.length ?? 1) - 1)];
  return (
    <PanelPage title={translate('app.panels.routine')}>
      <PanelState
        isPending={isPending}
        error={error}
        isEmpty={(data?.length ?? 0) === 0}
        emptyText={translate('app.panels.children_empty')}
        onRetry={() => void refetch()}
      >
        {data && data.length > 1 && (
          <Tabs
            value={Math.min(chosen, data.length - 1)}
            onChange={(_, index: number) => setChosen(index)}
            aria-label={translate('app.panels.child_tabs')}
            variant="scrollable"
            sx={{ mb: 2 }}
          >
            {data.map((c) => (
              <Tab key={c.id} label={c.full_name as string} />
            ))}
          </Tabs>
        )}
        {child && <SessionCalendar key={child.id} filter={{ student_id: Number(child.id) }} />}
      </PanelState>
    </PanelPage>
  );
}
