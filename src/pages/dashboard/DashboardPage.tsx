import { Alert, Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { Title, useGetIdentity, useTranslate } from 'react-admin';
import { PENDING_COUNTERS } from '../../../schema';
import { useDashboardReport } from '../../lib/api';
import { CounterCard } from './CounterCard';
import { ReportSection } from './report/ReportSection';

/**
 * /dashboard: a welcome by name, the report of the chosen period (the centre's figures for
 * admins, their own for tutors, students and parents) and the counters of
 * `GET /api/dashboard/report`, as they come. The counters feed the sidebar badges too, so both
 * show the same numbers.
 */
export function DashboardPage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { data: counters, isPending, isError, refetch } = useDashboardReport();
  // An admin's report shows the requests waiting for a decision; they are not repeated here.
  const shownInReport = new Set<string>(
    identity?.kind === 'admin' ? Object.values(PENDING_COUNTERS) : [],
  );
  const entries = Object.entries(counters ?? {}).filter(([name]) => !shownInReport.has(name));

  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Title title={translate('app.dashboard.title')} />
      <Card>
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {identity?.fullName
              ? translate('app.dashboard.welcome', { name: identity.fullName })
              : translate('app.dashboard.welcome_anonymous')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>
            {translate('app.dashboard.subtitle')}
          </Typography>
        </CardContent>
      </Card>
      <ReportSection />
      <Box component="section" aria-labelledby="dashboard-counters">
        <Typography id="dashboard-counters" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {translate('app.dashboard.counters')}
        </Typography>
        {isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {translate('app.dashboard.retry')}
              </Button>
            }
          >
            {translate('app.dashboard.error')}
          </Alert>
        ) : isPending ? (
          <Skeleton variant="rounded" height={104} />
        ) : entries.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>
            {translate('app.dashboard.empty')}
          </Typography>
        ) : (
          <Box
            component="ul"
            sx={{
              m: 0,
              p: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
            }}
          >
            {entries.map(([name, value]) => (
              <CounterCard key={name} name={name} value={value} />
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
