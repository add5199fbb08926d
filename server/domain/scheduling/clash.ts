/**
 * When two classes cannot both happen: the same tutor, or the same room, at overlapping times.
 * Times are `HH:mm` strings, which compare like the times they name. Intervals are half-open, so
 * a class ending at 12:00 and one starting at 12:00 do not clash.
 */
import type { Translator } from '../../i18n/translate';
import { SessionStatus, type DayOfWeek } from '../../../schema';

interface Timed {
  start_time: string;
  end_time: string;
}

export const timesOverlap = (a: Timed, b: Timed): boolean =>
  a.start_time < b.end_time && b.start_time < a.end_time;

interface Period {
  valid_from: string;
  /** null: open-ended. */
  valid_to: string | null;
}

export const periodsOverlap = (a: Period, b: Period): boolean =>
  (a.valid_to === null || b.valid_from <= a.valid_to) &&
  (b.valid_to === null || a.valid_from <= b.valid_to);

/** "Room 201", "room 201" and "ROOM201" are one room; no room is never taken. */
export const roomKey = (room: string | null | undefined): string =>
  (room ?? '').replace(/\s+/g, '').toLowerCase();

export const sameRoom = (a: string | null | undefined, b: string | null | undefined): boolean =>
  roomKey(a) !== '' && roomKey(a) === roomKey(b);

export interface Clashes<T> {
  tutor?: T;
  room?: T;
}

/** A weekly slot as clash detection reads it. */
export interface SlotPlacement extends Timed, Period {
  id: number | null;
  tutor_id: number;
  day_of_week: DayOfWeek;
  room: string | null;
  is_active: boolean;
}

/**
 * The first slot that double-books the candidate's tutor and the first that takes its room.
 * Only active slots on the same day whose validity overlaps can clash; a slot never clashes with
 * itself, and an inactive candidate clashes with nothing.
 */
export function findSlotClashes<T extends SlotPlacement>(
  candidate: SlotPlacement,
  others: readonly T[],
): Clashes<T> {
  if (!candidate.is_active) return {};
  const rivals = others.filter(
    (other) =>
      other.is_active &&
      other.id !== candidate.id &&
      other.day_of_week === candidate.day_of_week &&
      timesOverlap(candidate, other) &&
      periodsOverlap(candidate, other),
  );
  return {
    tutor: rivals.find((other) => other.tutor_id === candidate.tutor_id),
    room: rivals.find((other) => sameRoom(candidate.room, other.room)),
  };
}

/** A dated session as clash detection reads it: who teaches where, that day. */
export interface SessionPlacement extends Timed {
  key: string;
  tutor_id: number;
  room: string | null;
  status: number;
}

/** The same as findSlotClashes for sessions of one date; a cancelled session takes nothing. */
export function findSessionClashes<T extends SessionPlacement>(
  candidate: SessionPlacement,
  others: readonly T[],
): Clashes<T> {
  if (candidate.status === SessionStatus.Canceled) return {};
  const rivals = others.filter(
    (other) =>
      other.status !== SessionStatus.Canceled &&
      other.key !== candidate.key &&
      timesOverlap(candidate, other),
  );
  return {
    tutor: rivals.find((other) => other.tutor_id === candidate.tutor_id),
    room: rivals.find((other) => sameRoom(candidate.room, other.room)),
  };
}

/** What a clash message names about the class in the way. */
export interface ClashingClass extends Timed {
  schedule_id: number;
  course_title: string;
  tutor_name: string;
  room: string | null;
  /** A day of week (slots), or a session's day and date as the reader's language names them. */
  when: number | string;
}

const whenText = (c: ClashingClass, tr: Translator) =>
  `${typeof c.when === 'number' ? tr.day(c.when) : c.when} ${tr.time(c.start_time)}–${tr.time(c.end_time)}`;

export const tutorClashMessage = (c: ClashingClass, tr: Translator): string =>
  tr.t('scheduling.tutorClash', {
    tutor: c.tutor_name,
    course: c.course_title,
    when: whenText(c, tr),
    id: c.schedule_id,
  });

export const roomClashMessage = (c: ClashingClass, tr: Translator): string => {
  const values = { course: c.course_title, when: whenText(c, tr), id: c.schedule_id };
  return c.room === null
    ? tr.t('scheduling.unnamedRoomClash', values)
    : tr.t('scheduling.roomClash', { ...values, room: c.room });
};
