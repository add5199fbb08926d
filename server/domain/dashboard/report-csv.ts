/**
 * The dashboard report as CSV (UTF-8 with a byte-order mark, so Excel keeps Bangla names): one
 * `figure,value` line per figure of the caller's report, then its tables (the admin's monthly
 * series and enrolments by course; a learner's courses and dues per student). Amounts in major
 * units with two decimals.
 */
import { csvLine } from '../import/template';
import type { AdminReport, LearnerReport, TutorReport } from '../../../schema';
import type { DashboardReport } from './report';

const money = (value: number) => value.toFixed(2);

function adminLines(r: AdminReport): string[][] {
  return [
    ['Revenue', money(r.revenue)],
    ['Expenses', money(r.expenses)],
    ['Profit', money(r.profit)],
    ['Order payments', money(r.breakdown.order_payments)],
    ['Order refunds', money(r.breakdown.order_refunds)],
    ['Additional income', money(r.breakdown.additional_income)],
    ['Operating expenses', money(r.breakdown.expenses)],
    ['Tutor payments', money(r.breakdown.tutor_payments)],
    ['Affiliate payouts', money(r.breakdown.affiliate_payouts)],
    ['Unpaid orders total', money(r.unpaid_orders_total)],
    ['Unpaid orders', String(r.unpaid_orders)],
    ['Active students', String(r.active_students)],
    ['Enrolments', String(r.enrolments)],
    ['Attendance rate', r.attendance_rate === null ? '' : String(r.attendance_rate)],
    ['Sessions today', String(r.sessions_today)],
    ...Object.entries(r.pending).map(([name, n]) => [name, String(n)]),
    [],
    ['Month', 'Revenue', 'Expenses', 'Profit'],
    ...r.monthly.map((m) => [m.month, money(m.revenue), money(m.expenses), money(m.profit)]),
    [],
    ['Course', 'Enrolments'],
    ...r.enrolments_by_course.map((c) => [c.title, String(c.enrolments)]),
  ];
}

function tutorLines(r: TutorReport): string[][] {
  return [
    ['Minutes', String(r.minutes)],
    ['Earnings', money(r.earnings)],
    ['Minutes awaiting approval', String(r.pending_minutes)],
    ['Overtime minutes', String(r.overtime_minutes)],
    ['Overtime amount', money(r.overtime_amount)],
    ['Total earnings', money(r.total_earnings)],
    ['Sessions held', String(r.sessions_held)],
    ['Sessions today', String(r.sessions_today.length)],
    [],
    ['Pay period', 'Total', 'Status', 'Paid on'],
    ...r.pay_runs.map((p) => [p.period, money(p.total), p.status, p.paid_at ?? '']),
  ];
}

function learnerLines(r: LearnerReport): string[][] {
  return r.students.flatMap((s) => [
    ['Student', s.student_name],
    ['Dues', money(s.dues)],
    ['Unpaid orders', String(s.unpaid_orders)],
    ...s.courses.map((c) => ['Course', c.title, c.status, c.payment_status]),
    [],
  ]);
}

export function reportCsv({ report }: DashboardReport): string {
  const head = report ? [['Period', report.start_date, report.end_date], []] : [];
  const body = !report
    ? []
    : report.kind === 'admin'
      ? adminLines(report)
      : report.kind === 'tutor'
        ? tutorLines(report)
        : learnerLines(report);
  return `\uFEFF${[...head, ...body].map(csvLine).join('\r\n')}\r\n`;
}
