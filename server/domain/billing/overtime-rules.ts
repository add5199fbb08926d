/**
 * Overtime requests (the tutor requests, the admin approves or cancels, the tutor is
 * notified). A request names a centre week (starting Saturday) and asks for no more minutes than
 * that week leaves (overtime-eligibility.ts); it is priced at the tutor's overtime rate as it is
 * when the request is made. A request in a pay run is history.
 */
import type { StoredRowOf } from '../../../schema';
import type { Executor } from '../../db/types';
import { can, type Context } from '../../resources/context';
import { translatorFor } from '../../i18n/translate';
import { ValidationError, type FieldErrors } from '../../resources/errors';
import type { overTime } from '../../../resources/billing';
import type { ChangeOf, HooksOf } from '../../resources/hooks';
import { profileIdOf } from './tutor-profile';
import { eligibilityMessage, overtimeEligibility, weekStartProblem } from './overtime-eligibility';
import { notifyTutor } from './tutor-notice';
import { formatMinutes, payFor } from './work-time';
import { RequestStatus } from '../../../schema';
import { noticePhrase } from '../notifications/notice-phrase';

const mayDecide = (ctx: Context) => can(ctx.actor, 'update', 'OverTime');
const linked = (row: StoredRowOf<typeof overTime> | undefined) =>
  row !== undefined && row.tutor_payment_id !== null && row.tutor_payment_id !== undefined;

async function overtimeRate(db: Executor, employeeId: number): Promise<number | null> {
  const row = await db
    .selectFrom('employees')
    .select('overtime_rate')
    .where('id', '=', employeeId)
    .executeTakeFirst();
  return row?.overtime_rate === null || row?.overtime_rate === undefined
    ? null
    : Number(row.overtime_rate);
}

async function check(
  ctx: Context,
  db: Executor,
  { values, current }: ChangeOf<typeof overTime>,
): Promise<FieldErrors> {
  const tr = translatorFor(ctx.language ?? 'en');
  if (linked(current)) return { id: [tr.t('billing.overtimeLocked')] };
  if ('status' in values && !mayDecide(ctx) && Number(values.status) !== RequestStatus.Pending)
    return { status: [tr.t('billing.onlyAdminDecidesOvertime')] };
  if (!['employee_id', 'week_start', 'minutes'].some((f) => f in values)) return {};
  const next = { ...current, ...values };
  const employeeId = Number(next.employee_id);
  const weekStart = String(next.week_start);
  const problem = weekStartProblem(weekStart, tr);
  if (problem) return { week_start: [problem] };
  if ((await overtimeRate(db, employeeId)) === null)
    return { employee_id: [tr.t('billing.noOvertimeRate')] };
  const e = await overtimeEligibility(db, employeeId, weekStart, current?.id);
  if (e.contracted_minutes === null) return { employee_id: [tr.t('billing.noWeeklyHours')] };
  const minutes = Number(next.minutes);
  if (minutes > e.remaining_minutes) {
    const own = (await profileIdOf(db, ctx)) === employeeId;
    return {
      minutes: [
        tr.t('billing.tooMuchOvertime', {
          eligibility: eligibilityMessage(e, own, tr),
          minutes: formatMinutes(minutes),
        }),
      ],
    };
  }
  return {};
}

export const overtimeRules: HooksOf<typeof overTime> = {
  check,
  async beforeSave(tx, ctx, { values, current }) {
    const tr = translatorFor(ctx.language ?? 'en');
    if (linked(current)) throw ValidationError.field('id', tr.t('billing.overtimeLocked'));
    if (!current && !mayDecide(ctx)) values.status = RequestStatus.Pending;
    const next = { ...current, ...values };
    if (!current || 'employee_id' in values) {
      const rate = await overtimeRate(tx, Number(next.employee_id));
      if (rate === null)
        throw ValidationError.field('employee_id', tr.t('billing.noOvertimeRateYet'));
      values.overtime_rate = rate;
    }
    if (!current || 'employee_id' in values || 'minutes' in values) {
      const rate = Number(values.overtime_rate ?? next.overtime_rate);
      values.amount = payFor(Number(next.minutes), rate);
    }
  },
  async beforeDelete(_tx, ctx, row) {
    if (linked(row))
      throw ValidationError.field(
        'id',
        translatorFor(ctx.language ?? 'en').t('billing.overtimeLocked'),
      );
  },
  async afterUpdate(ctx, { before, after }) {
    const status = Number(after.status);
    if (Number(before.status) === status || status === RequestStatus.Pending) return;
    await notifyTutor(ctx, Number(after.employee_id), {
      subject: noticePhrase(
        status === RequestStatus.Approved ? 'notices.overtimeApproved' : 'notices.overtimeRejected',
      ),
      message: noticePhrase('notices.overtimeMessage', {
        week: { date: String(after.week_start) },
        duration: { minutes: Number(after.minutes) },
      }),
      link: `/employee/billing/overTime/${String(after.id)}/show`,
    });
  },
};
