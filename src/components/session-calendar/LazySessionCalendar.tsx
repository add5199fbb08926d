import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { SessionCalendarProps } from './SessionCalendar';

const SessionCalendar = lazy(() =>
  import('./SessionCalendar').then((m) => ({ default: m.SessionCalendar })),
);

/** The calendar's code downloads when a screen first shows it, not with the app. */
export function LazySessionCalendar(props: SessionCalendarProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={480} />}>
      <SessionCalendar {...props} />
    </Suspense>
  );
}
