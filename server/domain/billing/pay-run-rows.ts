/**
 * What a tutor's pay run for a month collects: their approved working hours dated in the month and
 * their approved overtime whose week starts in it, none yet in a pay run. Rows without a rate are
 * listed apart: a pay run refuses to start while there are any.
 */
import type { Executor, Row } from '../../db/types';
import { payFigures, periodBounds, type PayFigures } from './pay-figures';

const APPROVED = 1;

export interface PayRunHour {
  id: number;
  date: string;
  course_id: number | null;
  course_title: string | null;
  start_time: string;
  end_time: string;
  minutes: number;
  /** Minor units; null on a row without a rate. */
  hourly_rate: number | null;
  amount: number | null;
  source: string;
}

export interface PayRunOvertime {
  id: number;
  week_start: string;
  minutes: number;
  overtime_rate: number;
  amount: number;
  reason: string;
}

export interface PayRunRows extends PayFigures {
  from: string;
  to: string;
  hours: PayRunHour[];
  overtime: PayRunOvertime[];
  /** Rows of the month without a rate: they stop the pay run until a rate is set. */
  unpriced: PayRunHour[];
}

const minor = (v: unknown) => (v === null || v === undefined ? null : Number(v));
const time = (v: unknown) => String(v).slice(0, 5);

export const toHour = (row: Row): PayRunHour => ({
  id: Number(row.id),
  date: String(row.date),
  course_id: row.course_id === null ? null : Number(row.course_id),
  course_title:
    row.course_title === null || row.course_title === undefined ? null : String(row.course_title),
  start_time: time(row.start_time),
  end_time: time(row.end_time),
  minutes: Number(row.minutes),
  hourly_rate: minor(row.hourly_rate),
  amount: minor(row.amount),
  source: String(row.source),
});

export const toOvertime = (row: Row): PayRunOvertime => ({
  id: Number(row.id),
  week_start: String(row.week_start),
  minutes: Number(row.minutes),
  overtime_rate: Number(row.overtime_rate ?? 0),
  amount: Number(row.amount ?? 0),
  reason: String(row.reason),
});

/** Either the rows of one pay run already made, or the open rows of a tutor's month. */
export type RowSelection = { payRunId: number } | { employeeId: number; from: string; to: string };

export async function hoursOf(db: Executor, selection: RowSelection): Promise<PayRunHour[]> {
  let query = db
    .selectFrom('working_hours')
    .leftJoin('courses', 'courses.id', 'working_hours.course_id')
    .selectAll('working_hours')
    .select('courses.title as course_title')
    .orderBy('working_hours.date')
    .orderBy('working_hours.start_time');
  query =
    'payRunId' in selection
      ? query.where('working_hours.tutor_payment_id', '=', selection.payRunId)
      : query
          .where('working_hours.employee_id', '=', selection.employeeId)
          .where('working_hours.status', '=', APPROVED)
          .where('working_hours.tutor_payment_id', 'is', null)
          .where('working_hours.date', '>=', selection.from)
          .where('working_hours.date', '<=', selection.to);
  return (await query.execute()).map(toHour);
}

export async function overtimeOf(db: Executor, selection: RowSelection): Promise<PayRunOvertime[]> {
  let query = db.selectFrom('over_times').selectAll().orderBy('week_start');
  query =
    'payRunId' in selection
      ? query.where('tutor_payment_id', '=', selection.payRunId)
      : query
          .where('employee_id', '=', selection.employeeId)
          .where('status', '=', APPROVED)
          .where('tutor_payment_id', 'is', null)
          .where('week_start', '>=', selection.from)
          .where('week_start', '<=', selection.to);
  return (await query.execute()).map(toOvertime);
}

/** The open rows of the tutor's month; null when `period` is not a `YYYY-MM` month. */
export async function payRunRows(
  db: Executor,
  employeeId: number,
  period: string,
): Promise<PayRunRows | null> {
  const bounds = periodBounds(period);
  if (!bounds) return null;
  const selection = { employeeId, ...bounds };
  const all = await hoursOf(db, selection);
  const hours = all.filter((h) => h.amount !== null);
  const overtime = await overtimeOf(db, selection);
  const figures = payFigures(
    hours.map((h) => ({ minutes: h.minutes, amount: h.amount ?? 0 })),
    overtime,
  );
  return { ...bounds, ...figures, hours, overtime, unpriced: all.filter((h) => h.amount === null) };
}
