/**
 * A rate set, changed or removed re-prices the tutor's unpaid working hours, in the same
 * transaction: each row again at the rate in force for it (rate-choice.ts). Rows already in a pay
 * run keep the price they were paid at.
 */
import type { Tx } from '../../db/types';
import { workingHour } from '../../../resources/billing';
import type { Context } from '../../resources/context';
import { updateRow } from '../../resources/row-writes';
import { chooseRate } from './rate-choice';
import { ratesOf, subjectsOfCourses } from './rates';
import { payFor } from './work-time';

/** Answers how many rows changed price. */
export async function repriceUnpaidHours(
  tx: Tx,
  ctx: Context,
  employeeId: number,
): Promise<number> {
  const rows = await tx
    .selectFrom('working_hours')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .where('tutor_payment_id', 'is', null)
    .execute();
  if (rows.length === 0) return 0;
  const rates = await ratesOf(tx, employeeId);
  const subjects = await subjectsOfCourses(
    tx,
    rows.filter((r) => r.course_id !== null).map((r) => Number(r.course_id)),
  );
  let changed = 0;
  for (const row of rows) {
    const courseSubjects =
      row.course_id === null ? [] : (subjects.get(Number(row.course_id)) ?? []);
    const rate = chooseRate(rates, courseSubjects, String(row.date));
    const amount = rate === null ? null : payFor(Number(row.minutes), rate);
    const stored = (v: unknown) => (v === null || v === undefined ? null : Number(v));
    if (stored(row.hourly_rate) === rate && stored(row.amount) === amount) continue;
    await updateRow(tx, ctx, workingHour, row, { hourly_rate: rate, amount });
    changed++;
  }
  return changed;
}
