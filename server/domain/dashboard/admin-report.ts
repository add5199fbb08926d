/**
 * The centre's report for admins (docs/API.md "Dashboard report"): money in the period, what is
 * owed, students and enrolments, attendance, today's sessions and the requests waiting for a
 * decision. Money in major units.
 */
import { PENDING_COUNTERS, type AdminReport } from '../../../schema';
import type { Executor } from '../../db/types';
import { fromMinorUnits } from '../money';
import type { Period } from '../finance/period';
import { centreNow } from '../scheduling/calendar';
import { enrolmentsByCourse, sessionsOn } from './academic-figures';
import { centreFigures } from './centre-figures';
import { lastTwelveMonths, monthlySeries, profitAndLoss, sumFlows } from './figures';
import { FLOW_SOURCES, monthlyFlows, type FlowTotals } from './money-flows';

const major = (totals: FlowTotals) =>
  Object.fromEntries(FLOW_SOURCES.map((s) => [s, fromMinorUnits(totals[s])])) as FlowTotals;

/** `counters` (the pending cards') are read along with the report's own figures. */
export async function adminReport(
  db: Executor,
  period: Period,
  counting: Promise<Record<string, number>>,
): Promise<AdminReport> {
  const months = lastTwelveMonths(period.end);
  const today = centreNow().date;
  const [[inPeriod, series], figures, byCourse, sessions, counters] = await Promise.all([
    monthlyFlows(db, [period, { start: `${months[0]}-01`, end: period.end }] as const),
    centreFigures(db, period),
    enrolmentsByCourse(db, period),
    sessionsOn(db, today, today),
    counting,
  ]);
  const totals = sumFlows(inPeriod);
  const pl = profitAndLoss(totals);
  return {
    kind: 'admin',
    start_date: period.start,
    end_date: period.end,
    revenue: fromMinorUnits(pl.revenue),
    expenses: fromMinorUnits(pl.expenses),
    profit: fromMinorUnits(pl.profit),
    breakdown: major(totals),
    unpaid_orders_total: fromMinorUnits(figures.dues.total),
    unpaid_orders: figures.dues.orders,
    active_students: figures.activeStudents,
    enrolments: byCourse.reduce((sum, c) => sum + c.enrolments, 0),
    attendance_rate: figures.attendance.rate,
    attendance_records: figures.attendance.records,
    sessions_today: sessions.length,
    pending: Object.fromEntries(
      Object.entries(PENDING_COUNTERS).map(([key, counter]) => [key, counters[counter] ?? 0]),
    ),
    monthly: monthlySeries(months, series).map((point) => ({
      month: point.month,
      revenue: fromMinorUnits(point.revenue),
      expenses: fromMinorUnits(point.expenses),
      profit: fromMinorUnits(point.profit),
    })),
    enrolments_by_course: byCourse,
  };
}
