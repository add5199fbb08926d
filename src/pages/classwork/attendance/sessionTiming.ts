/** When a dated class may have its attendance taken: once it has begun, by Dhaka time. */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { SessionStatus, type ClassSession } from '../../../../schema';
import { TIME_ZONE } from '../../../lib/format';

dayjs.extend(utc);
dayjs.extend(timezone);

export interface DhakaClock {
  date: string;
  time: string;
}

export function dhakaNow(now: Date = new Date()): DhakaClock {
  const here = dayjs(now).tz(TIME_ZONE);
  return { date: here.format('YYYY-MM-DD'), time: here.format('HH:mm') };
}

export const hasBegun = (session: Pick<ClassSession, 'date' | 'start_time'>, now: DhakaClock) =>
  session.date < now.date || (session.date === now.date && session.start_time <= now.time);

/** Why a class cannot be taken yet ('future', 'cancelled'), or null when it can. */
export function unavailable(session: ClassSession, now: DhakaClock): 'future' | 'cancelled' | null {
  if (session.status === SessionStatus.Canceled) return 'cancelled';
  return hasBegun(session, now) ? null : 'future';
}
