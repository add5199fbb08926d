/**
 * What a tutor's pay run for a month collects: their approved working hours dated in the month and
 * their approved overtime whose week starts in it, none yet in a pay run. Rows without a rate are
 * listed apart: a pay run refuses to start while there are any.
 */
import { RequestStatus, type BillingHour, type BillingOvertime } from '../../../schema';
import type { ExpressionBuilder } from 'kysely';
import type { OpenDatabase, Executor, Row } from '../../db/types';
import { openTables } from '../../db/types';
import { payFigures, periodBounds, type PayFigures } from './pay-figures';

/** Amounts in minor units here. */
export type PayRunHour = BillingHour;
export type PayRunOvertime = BillingOvertime;

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

/** The rows of a pay run, or a tutor's open (approved, unlinked) rows dated in a range. */
const selectedBy =
  (table: string, dateColumn: string, selection: RowSelection) =>
  (eb: ExpressionBuilder<OpenDatabase, string>) =>
    'payRunId' in selection
      ? eb(`${table}.tutor_payment_id`, '=', selection.payRunId)
      : eb.and([
          eb(`${table}.employee_id`, '=', selection.employeeId),
          eb(`${table}.status`, '=', RequestStatus.Approved),
          eb(`${table}.tutor_payment_id`, 'is', null),
          eb(`${table}.${dateColumn}`, '>=', selection.from),
          eb(`${table}.${dateColumn}`, '<=', selection.to),
        ]);

export async function hoursOf(db: Executor, selection: RowSelection): Promise<PayRunHour[]> {
  const rows = await openTables(db)
    .selectFrom('working_hours')
    .leftJoin('courses', 'courses.id', 'working_hours.course_id')
    .selectAll('working_hours')
    .select('courses.title as course_title')
    .where(selectedBy('working_hours', 'date', selection))
    .orderBy('working_hours.date')
    .orderBy('working_hours.start_time')
    .execute();
  return rows.map(toHour);
}

export async function overtimeOf(db: Executor, selection: RowSelection): Promise<PayRunOvertime[]> {
  const rows = await openTables(db)
    .selectFrom('over_times')
    .selectAll()
    .where(selectedBy('over_times', 'week_start', selection))
    .orderBy('week_start')
    .execute();
  return rows.map(toOvertime);
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
