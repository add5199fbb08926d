/**
 * Which of a tutor's rates prices a piece of work (pure): the rate for a subject of the course,
 * else the tutor's rate without a subject; of either kind the one with the latest
 * `effective_from` on or before the work's date. None: the work has no rate, and is flagged
 * rather than priced at zero (the original product silently used 0).
 */

export interface RateRow {
  subject_id: number | null;
  /** Minor units an hour. */
  hourly_rate: number;
  effective_from: string;
}

const latest = (rates: RateRow[]): RateRow | undefined =>
  rates.reduce<RateRow | undefined>(
    (best, rate) => (best === undefined || rate.effective_from > best.effective_from ? rate : best),
    undefined,
  );

/** The hourly rate (minor units) for work on `date` in a course of `subjectIds`, or null. */
export function chooseRate(
  rates: readonly RateRow[],
  subjectIds: readonly number[],
  date: string,
): number | null {
  const inForce = rates.filter((r) => r.effective_from <= date);
  const forSubject = latest(
    inForce.filter((r) => r.subject_id !== null && subjectIds.includes(r.subject_id)),
  );
  const general = latest(inForce.filter((r) => r.subject_id === null));
  return (forSubject ?? general)?.hourly_rate ?? null;
}
