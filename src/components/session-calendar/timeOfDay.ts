import type { MinuteSpan } from './overlapLayout';
import type { ClassSession } from './types';

/** `HH:mm` as minutes since midnight; anything unreadable counts as midnight. */
export function toMinutes(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  if (!Number.isFinite(hours) || !Number.isFinite(minutes)) return 0;
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** Shorter sessions are drawn this tall anyway, so the layout must treat them as this long. */
export const MIN_VISIBLE_MINUTES = 30;

/** The minutes a session covers on the time grid. */
export function sessionSpan(session: ClassSession): MinuteSpan {
  const start = toMinutes(session.start_time);
  const end = Math.min(toMinutes(session.end_time), 24 * 60);
  return { start, end: Math.max(end, start + MIN_VISIBLE_MINUTES) };
}

/** The centre's usual day; the axis grows to fit any session outside it. */
const DEFAULT_HOURS = { first: 8, last: 20 };

/** The hours the time axis shows: `first` included, `last` excluded (the axis ends at `last`:00). */
export function visibleHours(sessions: readonly ClassSession[]): { first: number; last: number } {
  let { first, last } = DEFAULT_HOURS;
  for (const session of sessions) {
    const { start, end } = sessionSpan(session);
    first = Math.min(first, Math.floor(start / 60));
    last = Math.max(last, Math.ceil(end / 60));
  }
  return { first, last: Math.min(last, 24) };
}
