import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { AdminReport } from '../../../../schema';

// The charting library is large: it downloads when the admin's dashboard first shows a chart.
const ReportCharts = lazy(() => import('./ReportCharts'));

export function LazyReportCharts(props: {
  report: AdminReport;
  formatMoney: (value: number) => string;
}) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
      <ReportCharts {...props} />
    </Suspense>
  );
}
