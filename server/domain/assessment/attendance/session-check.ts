/**
 * Whether a dated class can have its attendance taken: a real session of the slot (its weekday,
 * within its validity, the centre open), not cancelled, and already begun by the centre's clock
 * (Asia/Dhaka). Pure, so the rule is tested without a database.
 */
import { SessionStatus, type ClassSession } from '../../../../schema';
import type { Translator } from '../../../i18n/translate';

/** The date and time it is at the centre (calendar.ts `centreNow`). */
export interface CentreClock {
  date: string;
  time: string;
}

export const hasBegun = (
  session: Pick<ClassSession, 'date' | 'start_time'>,
  now: CentreClock,
): boolean =>
  session.date < now.date || (session.date === now.date && session.start_time <= now.time);

/** Why attendance cannot be recorded for this slot on `date`, or undefined when it can. */
export function attendanceRefusal(
  date: string,
  session: ClassSession | undefined,
  holiday: string | undefined,
  now: CentreClock,
  tr: Translator,
): string | undefined {
  if (holiday !== undefined)
    return tr.t('scheduling.centreClosed', { date: tr.date(date), holiday });
  if (!session) return tr.t('scheduling.noClassOn', { date: tr.date(date) });
  if (session.status === SessionStatus.Canceled)
    return tr.t('attendance.wasCancelled', { date: tr.date(date) });
  if (!hasBegun(session, now)) return tr.t('attendance.notStartedYet', { date: tr.date(date) });
  return undefined;
}
