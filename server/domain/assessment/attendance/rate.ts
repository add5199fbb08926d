/**
 * The attendance rate of a student in a course: sessions attended out of the sessions they were
 * expected at. "Attended" counts statuses marked `counts_as_present` (present, late); excused
 * absences leave the denominator, since the student was not expected. Sessions are the recorded
 * ones: a class nobody took attendance for says nothing about anyone.
 */
export interface AttendanceTally {
  sessions: number;
  present: number;
  excused: number;
}

/** present / (sessions − excused), rounded to 4 places; null when no session was expected. */
export function attendanceRate({ sessions, present, excused }: AttendanceTally): number | null {
  const expected = sessions - excused;
  if (expected <= 0) return null;
  return Math.round((present / expected) * 10_000) / 10_000;
}

/** Worst first; rows without a rate (nothing expected yet) last. */
export function byRateAscending(a: { rate: number | null }, b: { rate: number | null }): number {
  if (a.rate === null || b.rate === null)
    return (a.rate === null ? 1 : 0) - (b.rate === null ? 1 : 0);
  return a.rate - b.rate;
}
