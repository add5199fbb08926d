/**
 * A class session's status drives its working hours: marked
 * Completed, the tutor who taught it gets the session's hours, in the same transaction; a
 * session that has not started yet cannot be completed. Canceled, its unpaid hours go.
 */
import type { Row } from '../../db/types';
import { translatorFor } from '../../i18n/translate';
import { ValidationError } from '../../resources/errors';
import type { classSession } from '../../../resources/schedules';
import type { BeforeSave } from '../../resources/hooks';
import { centreNow } from '../scheduling/calendar';
import { recordSessionHours, removeSessionHours } from './session-hours';
import { SessionStatus } from '../../../schema';

const filled = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

/** True when the session starts after `now` (centre time). */
export function notStartedYet(
  date: string,
  startTime: string,
  now: { date: string; time: string },
): boolean {
  return date > now.date || (date === now.date && startTime.slice(0, 5) > now.time);
}

export const hoursOnSessionStatus: BeforeSave<typeof classSession> = async (
  tx,
  ctx,
  { values, current },
) => {
  if (!('status' in values) && current) return;
  const next: Row = { ...current, ...values };
  const status = Number(next.status ?? SessionStatus.Pending);
  if (current && Number(current.status) === status) return;
  const key = { schedule_id: Number(next.schedule_id), date: String(next.date) };
  if (status === SessionStatus.Canceled) {
    await removeSessionHours(tx, ctx, key);
    return;
  }
  if (status !== SessionStatus.Completed) return;
  const slot = await tx
    .selectFrom('schedules')
    .select(['course_id', 'tutor_id', 'start_time', 'end_time'])
    .where('id', '=', key.schedule_id)
    .executeTakeFirst();
  if (!slot) return;
  const startTime = filled(next.start_time) ?? String(slot.start_time);
  if (notStartedYet(key.date, startTime, centreNow()))
    throw ValidationError.field(
      'status',
      translatorFor(ctx.language ?? 'en').t('billing.notTakenPlace'),
    );
  await recordSessionHours(tx, ctx, {
    ...key,
    course_id: Number(slot.course_id),
    tutor_id: Number(filled(next.tutor_id) ?? slot.tutor_id),
    start_time: startTime,
    end_time: filled(next.end_time) ?? String(slot.end_time),
  });
};
