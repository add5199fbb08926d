import { Box, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useGetList, useTranslate } from 'react-admin';
import { SessionCalendar } from '../../components/session-calendar';
import { PanelState } from './PanelState';

/**
 * /parent/routine: each linked child's weekly routine, one tab per child. The original left the
 * page empty; the server only answers sessions of the parent's own children.
 */
export function RoutinePage() {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetList('student', {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'full_name', order: 'ASC' },
  });
  const [chosen, setChosen] = useState(0);
  const child = data?.[Math.min(chosen, (data?.length ?? 1) - 1)];
  const title = translate('app.panels.routine');
  return (
    <Box sx={{ py: 2 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" sx={{ mb: 2, fontWeight: 600 }}>
        {title}
      </Typography>
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
    </Box>
  );
}
