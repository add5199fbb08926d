/**
 * Working-hour rows (docs/API.md "Billing"). Manual entries are filed by a tutor for themselves
 * (or by an admin for a tutor) and wait for approval; minutes, rate and amount are always
 * computed here, never taken from the client. An entry may not overlap another of the tutor's
 * rows that date. A row in a pay run is history: it cannot be changed or deleted. Deciding an
 * entry (status change) notifies the tutor.
 */
import type { Executor, Row } from '../../db/types';
import { can, type Context } from '../../resources/context';
import { translatorFor, type Translator } from '../../i18n/translate';
import { ValidationError, type FieldErrors } from '../../resources/errors';
import type { workingHour } from '../../../resources/billing';
import type { ChangeOf, HooksOf } from '../../resources/hooks';
import { priceWork } from './rates';
import { notifyTutor } from './tutor-notice';
import { minuteOfDay, spansOverlap } from './work-time';
import { RequestStatus } from '../../../schema';
import { noticePhrase } from '../notifications/notice-phrase';

const mayDecide = (ctx: Context) => can(ctx.actor, 'update', 'WorkingHour');
const id = (value: unknown): number | null =>
  value === null || value === undefined || value === '' ? null : Number(value);

/** The tutor's other rows of that date the entry would overlap, as a message; or undefined. */
async function overlapMessage(db: Executor, next: Row, ownId: number | null, tr: Translator) {
  let query = db
    .selectFrom('working_hours')
    .select(['id', 'start_time', 'end_time', 'source'])
    .where('employee_id', '=', Number(next.employee_id))
    .where('date', '=', String(next.date))
    .where('status', '!=', RequestStatus.Rejected);
  if (ownId !== null) query = query.where('id', '!=', ownId);
  const span = { start_time: String(next.start_time), end_time: String(next.end_time) };
  const other = (await query.execute()).find((row) =>
    spansOverlap(span, { start_time: String(row.start_time), end_time: String(row.end_time) }),
  );
  if (!other) return undefined;
  return tr.t(other.source === 'session' ? 'billing.overlapsSession' : 'billing.overlapsEntry', {
    from: tr.time(String(other.start_time).slice(0, 5)),
    to: tr.time(String(other.end_time).slice(0, 5)),
    date: tr.date(String(next.date)),
  });
}

const WORK_FIELDS = ['employee_id', 'course_id', 'date', 'start_time', 'end_time'] as const;

async function check(
  ctx: Context,
  db: Executor,
  { values, current }: ChangeOf<typeof workingHour>,
): Promise<FieldErrors> {
  const tr = translatorFor(ctx.language ?? 'en');
  if (current && id(current.tutor_payment_id) !== null)
    return { id: [tr.t('billing.hoursLocked')] };
  if ('status' in values && !mayDecide(ctx) && Number(values.status) !== RequestStatus.Pending)
    return { status: [tr.t('billing.onlyAdminDecidesHours')] };
  const next: Row = { ...current, ...values };
  const start = minuteOfDay(String(next.start_time ?? ''));
  const end = minuteOfDay(String(next.end_time ?? ''));
  if (start !== null && end !== null && end <= start)
    return { end_time: [tr.t('scheduling.endAfterStart')] };
  if (current?.source === 'session' || !WORK_FIELDS.some((f) => f in values)) return {};
  const overlap = await overlapMessage(db, next, current ? current.id : null, tr);
  return overlap ? { start_time: [overlap] } : {};
}

export const workingHourRules: HooksOf<typeof workingHour> = {
  check,
  async beforeSave(tx, ctx, { values, current }) {
    const tr = translatorFor(ctx.language ?? 'en');
    if (current && id(current.tutor_payment_id) !== null)
      throw ValidationError.field('id', tr.t('billing.hoursLocked'));
    if (!current) {
      values.source = 'manual';
      if (!mayDecide(ctx)) values.status = RequestStatus.Pending;
    }
    if (current && !WORK_FIELDS.some((f) => f in values)) return;
    const next = { ...current, ...values };
    const priced = await priceWork(tx, {
      employee_id: Number(next.employee_id),
      course_id: id(next.course_id),
      date: String(next.date),
      start_time: String(next.start_time),
      end_time: String(next.end_time),
    });
    if (!priced) throw ValidationError.field('end_time', tr.t('scheduling.endAfterStart'));
    Object.assign(values, priced);
  },
  async beforeDelete(_tx, ctx, row) {
    if (id(row.tutor_payment_id) !== null)
      throw ValidationError.field(
        'id',
        translatorFor(ctx.language ?? 'en').t('billing.hoursLocked'),
      );
  },
  async afterUpdate(ctx, { before, after }) {
    const status = Number(after.status);
    if (Number(before.status) === status || status === RequestStatus.Pending) return;
    await notifyTutor(ctx, Number(after.employee_id), {
      subject: noticePhrase(
        status === RequestStatus.Approved
          ? 'notices.workingHoursApproved'
          : 'notices.workingHoursRejected',
      ),
      message: noticePhrase('notices.workingHoursMessage', {
        date: { date: String(after.date) },
        start: { time: String(after.start_time) },
        end: { time: String(after.end_time) },
      }),
      link: `/employee/billing/workingHour/${String(after.id)}/show`,
    });
  },
};
