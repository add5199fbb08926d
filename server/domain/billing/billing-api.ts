/**
 * The billing answers beyond the generic rows (docs/API.md "Billing"): a pay run's preview, a
 * payslip, the overtime a tutor may still request for a week, and the hour details. Amounts are
 * converted to major units here, once, for the API.
 */
import { resourcesByName } from '../../../resources.config';
import type { Row } from '../../db/types';
import { authorize, findScoped } from '../../resources/access';
import type { Context } from '../../resources/context';
import { translatorFor } from '../../i18n/translate';
import { NotFoundError, ValidationError, type FieldErrors } from '../../resources/errors';
import { fromMinorUnits } from '../money';
import { readDate, readId } from '../assessment/attendance/params';
import { centreNow } from '../scheduling/calendar';
import { centreName } from '../site/centre-name';
import { hourSummary } from './hour-summary';
import { overtimeEligibility, weekStartProblem } from './overtime-eligibility';
import { periodBounds } from './pay-figures';
import {
  hoursOf,
  overtimeOf,
  payRunRows,
  type PayRunHour,
  type PayRunOvertime,
} from './pay-run-rows';
import { existingRunMessage, unpricedMessage } from './pay-run-rules';
import { billingSubject } from './who';

const resource = (name: string) => resourcesByName.get(name)!;
const money = (minor: number | null) => (minor === null ? null : fromMinorUnits(minor));

const hourOut = (h: PayRunHour) => ({
  ...h,
  hourly_rate: money(h.hourly_rate),
  amount: money(h.amount),
});
const overtimeOut = (o: PayRunOvertime) => ({
  ...o,
  overtime_rate: fromMinorUnits(o.overtime_rate),
  amount: fromMinorUnits(o.amount),
});

function failIfAny(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** `GET /api/tutor-payment/preview?employee_id=&period=YYYY-MM` */
export async function payRunPreview(ctx: Context, query: Row) {
  authorize(ctx, 'create', resource('tutor-payment'));
  const tr = translatorFor(ctx.language ?? 'en');
  const errors: FieldErrors = {};
  const employeeId = readId(errors, query, 'employee_id', tr, { required: true });
  const period = typeof query.period === 'string' ? query.period : '';
  if (!periodBounds(period)) errors.period = [tr.t('billing.periodFormat')];
  failIfAny(errors);
  const rows = (await payRunRows(ctx.db, employeeId!, period))!;
  const existing = await existingRunMessage(ctx.db, employeeId!, period, tr);
  const refusals = [
    ...(existing ? [existing] : []),
    ...(rows.unpriced.length > 0
      ? [
          unpricedMessage(
            rows.unpriced.map((r) => r.date),
            tr,
          ),
        ]
      : []),
  ];
  return {
    employee_id: employeeId!,
    period,
    from: rows.from,
    to: rows.to,
    regular_minutes: rows.regular_minutes,
    regular_amount: fromMinorUnits(rows.regular_amount),
    overtime_minutes: rows.overtime_minutes,
    overtime_amount: fromMinorUnits(rows.overtime_amount),
    gross_amount: fromMinorUnits(rows.regular_amount + rows.overtime_amount),
    hours: rows.hours.map(hourOut),
    overtime: rows.overtime.map(overtimeOut),
    unpriced: rows.unpriced.map(hourOut),
    refusals,
  };
}

/** `GET /api/tutor-payment/{id}/payslip`: the run as the API shows it, with its rows. */
export async function payslip(ctx: Context, id: number) {
  const payments = resource('tutor-payment');
  authorize(ctx, 'read', payments);
  const run = await findScoped(ctx, ctx.db, payments, id);
  const tutor = await ctx.db
    .selectFrom('employees')
    .select(['full_name', 'employee_no'])
    .where('id', '=', Number(run.employee_id))
    .executeTakeFirst();
  if (!tutor) throw new NotFoundError();
  const selection = { payRunId: id };
  const amount = (column: string) => fromMinorUnits(Number(run[column] ?? 0));
  return {
    centre: await centreName(ctx.db),
    id,
    employee_id: Number(run.employee_id),
    employee_name: String(tutor.full_name),
    employee_no: tutor.employee_no === null ? null : String(tutor.employee_no),
    period: String(run.period),
    status: String(run.status),
    paid_at: run.paid_at === null ? null : String(run.paid_at),
    reference: run.reference === null ? null : String(run.reference),
    regular_minutes: Number(run.regular_minutes),
    regular_amount: amount('regular_amount'),
    overtime_minutes: Number(run.overtime_minutes),
    overtime_amount: amount('overtime_amount'),
    advance: amount('advance'),
    total: amount('total'),
    hours: (await hoursOf(ctx.db, selection)).map(hourOut),
    overtime: (await overtimeOf(ctx.db, selection)).map(overtimeOut),
  };
}

/** `GET /api/over-time/eligible?employee_id=&week_start=` (a tutor: their own). */
export async function overtimeEligible(ctx: Context, query: Row) {
  authorize(ctx, 'read', resource('over-time'));
  const tr = translatorFor(ctx.language ?? 'en');
  const errors: FieldErrors = {};
  const asked = readId(errors, query, 'employee_id', tr);
  const weekStart = readDate(errors, query, 'week_start', tr, { required: true });
  if (weekStart && !errors.week_start) {
    const problem = weekStartProblem(weekStart, tr);
    if (problem) errors.week_start = [problem];
  }
  const employeeId = await billingSubject(ctx, asked);
  if (employeeId === undefined)
    errors.employee_id = [tr.t('validation.required', { attribute: 'employee id' })];
  failIfAny(errors);
  return overtimeEligibility(ctx.db, employeeId!, weekStart!);
}

/** `GET /api/billing/hour-summary?employee_id=&start_date=&end_date=` (default: this month). */
export async function hourDetails(ctx: Context, query: Row) {
  authorize(ctx, 'read', resource('working-hour'));
  const tr = translatorFor(ctx.language ?? 'en');
  const errors: FieldErrors = {};
  const asked = readId(errors, query, 'employee_id', tr);
  const thisMonth = periodBounds(centreNow().date.slice(0, 7))!;
  const from = readDate(errors, query, 'start_date', tr) ?? thisMonth.from;
  const to = readDate(errors, query, 'end_date', tr) ?? thisMonth.to;
  if (!errors.end_date && to < from) errors.end_date = [tr.t('billing.endBeforeStart')];
  failIfAny(errors);
  const employeeId = await billingSubject(ctx, asked);
  const rows = await hourSummary(ctx.db, { from, to, employeeId });
  return {
    start_date: from,
    end_date: to,
    tutors: rows.map((r) => ({
      ...r,
      earned_amount: fromMinorUnits(r.earned_amount),
      paid_amount: fromMinorUnits(r.paid_amount),
    })),
  };
}
