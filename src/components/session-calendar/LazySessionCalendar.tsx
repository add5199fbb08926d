import { Skeleton } from '@mui/material';
import { lazy, Suspense } from 'react';
import type { SessionCalendarProps } from './SessionCalendar';

const SessionCalendar = lazy(() =>
  import('./SessionCalendar').then((m) => ({ default: m.SessionCalendar })),
);

/** About the height of a default week (toolbar, header, 8:00–20:00), so little moves on load. */
const WEEK_VIEW_HEIGHT = 700;

/** The calendar's code downloads when a screen first shows it, not with the app. */
export function LazySessionCalendar(props: SessionCalendarProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={WEEK_VIEW_HEIGHT} />}>
      <SessionCalendar {...props} />
    </Suspense>
  );
}
