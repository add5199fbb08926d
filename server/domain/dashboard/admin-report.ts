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
import { activeStudents, attendanceIn, enrolmentsByCourse, sessionsOn } from './academic-figures';
import { lastTwelveMonths, monthlySeries, profitAndLoss, sumFlows } from './figures';
import { FLOW_SOURCES, monthlyFlows, type FlowTotals } from './money-flows';
import { orderDues } from './order-dues';

const major = (totals: FlowTotals) =>
  Object.fromEntries(FLOW_SOURCES.map((s) => [s, fromMinorUnits(totals[s])])) as FlowTotals;

export async function adminReport(
  db: Executor,
  period: Period,
  counters: Record<string, number>,
): Promise<AdminReport> {
  const months = lastTwelveMonths(period.end);
  const [inPeriod, series, dues, students, byCourse, attendance, today] = await Promise.all([
    monthlyFlows(db, period),
    monthlyFlows(db, { start: `${months[0]}-01`, end: period.end }),
    orderDues(db),
    activeStudents(db),
    enrolmentsByCourse(db, period),
    attendanceIn(db, period),
    sessionsOn(db, centreNow().date, centreNow().date),
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
    unpaid_orders_total: fromMinorUnits(dues.total),
    unpaid_orders: dues.orders,
    active_students: students,
    enrolments: byCourse.reduce((sum, c) => sum + c.enrolments, 0),
    attendance_rate: attendance.rate,
    attendance_records: attendance.records,
    sessions_today: today.length,
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
