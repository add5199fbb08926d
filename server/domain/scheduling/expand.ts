/**
 * Weekly slots → dated sessions (docs/API.md "Class sessions"). A slot meets on its day of week
 * from valid_from to valid_to (open-ended when empty); the centre is closed on holidays, and a
 * class-session row changes one date of one slot: another time, tutor, room or link, a status,
 * a note. Pure, so the rules are tested without a database.
 */
import { SessionStatus, type ClassSession } from '../../../schema';
import { datesIn, specDayOf } from './calendar';
import { roomKey } from './clash';

/** A weekly slot with the names the answer shows. */
export interface Slot {
  id: number;
  course_id: number;
  course_title: string;
  tutor_id: number;
  tutor_name: string;
  day_of_week: number;
  start_time: string;
  end_time: string;
  valid_from: string;
  valid_to: string | null;
  room: string | null;
  online_link: string | null;
}

/** A class-session row: empty fields mean "as the slot says". */
export interface SessionOverride {
  schedule_id: number;
  date: string;
  start_time: string | null;
  end_time: string | null;
  tutor_id: number | null;
  tutor_name: string | null;
  room: string | null;
  online_link: string | null;
  status: SessionStatus;
  note: string | null;
}

export interface HolidayPeriod {
  title: string;
  start_date: string;
  end_date: string;
}

export interface DateRange {
  from: string;
  to: string;
}

export const sessionKey = (scheduleId: number, date: string) => `${scheduleId}:${date}`;

const blankToNull = (value: string | null) =>
  value === null || value.trim() === '' ? null : value;

/** Each date of the range a holiday covers, once per holiday, in date order. */
export function holidayDates(
  holidays: readonly HolidayPeriod[],
  range: DateRange,
): { date: string; title: string }[] {
  return datesIn(range.from, range.to).flatMap((date) =>
    holidays
      .filter((h) => h.start_date <= date && date <= h.end_date)
      .map((h) => ({ date, title: h.title })),
  );
}

/** True when the slot meets on that date (its weekday, within its validity). */
export const meetsOn = (slot: Slot, date: string): boolean =>
  slot.day_of_week === specDayOf(date) &&
  slot.valid_from <= date &&
  (slot.valid_to === null || date <= slot.valid_to);

function sessionOf(slot: Slot, date: string, override: SessionOverride | undefined): ClassSession {
  const start = override?.start_time ?? slot.start_time;
  const end = override?.end_time ?? slot.end_time;
  const tutorId = override?.tutor_id ?? slot.tutor_id;
  const room = blankToNull(override?.room ?? null) ?? blankToNull(slot.room);
  return {
    key: sessionKey(slot.id, date),
    schedule_id: slot.id,
    date,
    day_of_week: slot.day_of_week,
    start_time: start,
    end_time: end,
    course_id: slot.course_id,
    course_title: slot.course_title,
    tutor_id: tutorId,
    tutor_name: tutorId === slot.tutor_id ? slot.tutor_name : (override?.tutor_name ?? ''),
    substitute: tutorId !== slot.tutor_id,
    moved:
      start !== slot.start_time || end !== slot.end_time || roomKey(room) !== roomKey(slot.room),
    room,
    online_link: blankToNull(override?.online_link ?? null) ?? blankToNull(slot.online_link),
    status: override?.status ?? SessionStatus.Pending,
    note: override?.note ?? null,
  };
}

/** The sessions of the slots in the range, by date, then start time, then slot. */
export function expandSessions(
  slots: readonly Slot[],
  overrides: readonly SessionOverride[],
  holidays: readonly HolidayPeriod[],
  range: DateRange,
): ClassSession[] {
  const closed = new Set(holidayDates(holidays, range).map((h) => h.date));
  const byKey = new Map(overrides.map((o) => [sessionKey(o.schedule_id, o.date), o]));
  const sessions: ClassSession[] = [];
  for (const date of datesIn(range.from, range.to)) {
    if (closed.has(date)) continue;
    for (const slot of slots) {
      if (meetsOn(slot, date))
        sessions.push(sessionOf(slot, date, byKey.get(sessionKey(slot.id, date))));
    }
  }
  return sessions.sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.start_time.localeCompare(b.start_time) ||
      a.schedule_id - b.schedule_id,
  );
}
