import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { ScoreHistoryEntry } from '../../../schema';

// The charting library is large: it downloads when a history is first shown, not with the app.
const ScoreHistoryLines = lazy(() => import('./ScoreHistoryLines'));

/**
 * A student's progress across tests: SAT totals over time with a line per section, and regular
 * exams as percent. The table of scores beside it is the chart's text alternative.
 */
export function ScoreHistoryChart({ entries }: { entries: readonly ScoreHistoryEntry[] }) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
      <ScoreHistoryLines entries={entries} />
    </Suspense>
  );
}
