/**
 * Per-tutor hour details (regular, overtime, paid and pending hours; docs/DOMAIN.md), the one place
 * the hour-details page (`GET /api/billing/hour-summary`) and the dashboard's tutor view read
 * them from. Over a date range, counting:
 * - regular: approved working hours dated in the range;
 * - overtime: approved overtime whose week starts in the range;
 * - paid: of those, the minutes and amounts in a pay run marked paid;
 * - pending: of those, the minutes not yet in a paid pay run;
 * - unpriced: working-hour rows in the range (not rejected) without a rate;
 * - earned: the amounts of the approved rows and overtime (each at its own rate).
 * Amounts are minor units; the route converts them for the API.
 */
import { RequestStatus, type TutorHours } from '../../../schema';
import type { Executor, Row } from '../../db/types';
import { openTables } from '../../db/types';

/** Amounts in minor units here. */
export type HourSummary = TutorHours;

export interface HourSummaryQuery {
  from: string;
  to: string;
  /** One tutor (always answered, even with nothing in the range); absent: every tutor with rows. */
  employeeId?: number;
}

/** A tutor's summary with nothing counted yet. */
export const blankSummary = (employeeId: number, name: string): HourSummary => ({
  employee_id: employeeId,
  employee_name: name,
  regular_minutes: 0,
  overtime_minutes: 0,
  paid_minutes: 0,
  pending_minutes: 0,
  unpriced_rows: 0,
  earned_amount: 0,
  paid_amount: 0,
});

interface Counted {
  employee_id: number;
  employee_name: string;
  minutes: number;
  amount: number | null;
  status: number;
  paid: boolean;
}

const toCounted = (row: Row): Counted => ({
  employee_id: Number(row.employee_id),
  employee_name: String(row.employee_name),
  minutes: Number(row.minutes),
  amount: row.amount === null ? null : Number(row.amount),
  status: Number(row.status),
  paid: row.run_status === 'paid',
});

/** Adds one row to its tutor's summary (pure). */
export function countRow(summary: HourSummary, row: Counted, kind: 'regular' | 'overtime'): void {
  if (row.status === RequestStatus.Rejected) return;
  if (kind === 'regular' && row.amount === null) summary.unpriced_rows++;
  if (row.status !== RequestStatus.Approved) return;
  if (kind === 'regular') summary.regular_minutes += row.minutes;
  else summary.overtime_minutes += row.minutes;
  summary.earned_amount += row.amount ?? 0;
  if (row.paid) {
    summary.paid_minutes += row.minutes;
    summary.paid_amount += row.amount ?? 0;
  } else summary.pending_minutes += row.minutes;
}

/** Working hours (by `date`) or overtime (by `week_start`) of the range, with their run's status. */
async function countedRows(
  db: Executor,
  table: 'working_hours' | 'over_times',
  dateColumn: 'date' | 'week_start',
  { from, to, employeeId }: HourSummaryQuery,
): Promise<Counted[]> {
  let query = openTables(db)
    .selectFrom(`${table} as r`)
    .innerJoin('employees as e', 'e.id', 'r.employee_id')
    .leftJoin('tutor_payments as p', 'p.id', 'r.tutor_payment_id')
    .select(['r.employee_id', 'e.full_name as employee_name', 'r.minutes', 'r.amount', 'r.status'])
    .select('p.status as run_status')
    .where(`r.${dateColumn}`, '>=', from)
    .where(`r.${dateColumn}`, '<=', to);
  if (employeeId !== undefined) query = query.where('r.employee_id', '=', employeeId);
  return (await query.execute()).map(toCounted);
}

export async function hourSummary(db: Executor, query: HourSummaryQuery): Promise<HourSummary[]> {
  const { employeeId } = query;
  const byTutor = new Map<number, HourSummary>();
  if (employeeId !== undefined) {
    const tutor = await db
      .selectFrom('employees')
      .select('full_name')
      .where('id', '=', employeeId)
      .executeTakeFirst();
    if (tutor) byTutor.set(employeeId, blankSummary(employeeId, String(tutor.full_name)));
  }
  const summaryOf = (row: Counted) => {
    let summary = byTutor.get(row.employee_id);
    if (!summary)
      byTutor.set(row.employee_id, (summary = blankSummary(row.employee_id, row.employee_name)));
    return summary;
  };
  for (const row of await countedRows(db, 'working_hours', 'date', query))
    countRow(summaryOf(row), row, 'regular');
  for (const row of await countedRows(db, 'over_times', 'week_start', query))
    countRow(summaryOf(row), row, 'overtime');
  return [...byTutor.values()].sort((a, b) => a.employee_name.localeCompare(b.employee_name));
}
