/**
 * Rules of a class-session row (one date of a slot): the date is one the slot meets on and the
 * centre is open; a moved time still ends after it starts; and a substitute tutor, a moved time
 * or another room takes no tutor or room already busy that date. What is checked against is the
 * expanded timetable of that date (sessions.ts): every active slot meeting that day with its own
 * per-date changes, cancelled sessions left out.
 */
import type { Executor, Row } from '../../db/types';
import { translatorFor, type Translator } from '../../i18n/translate';
import type { FieldErrors } from '../../resources/errors';
import type { classSession } from '../../../resources/schedules';
import type { Check } from '../../resources/hooks';
import { specDayOf } from './calendar';
import { findSessionClashes, tutorClashMessage, roomClashMessage, type Clashes } from './clash';
import { SessionStatus, type ClassSession } from '../../../schema';
import { meetsOn, sessionKey, type Slot } from './expand';
import { loadSessions } from './sessions';

const text = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

/** What a session would be: who teaches, when, where, and whether it takes place. */
export interface DatedCandidate {
  schedule_id: number;
  date: string;
  tutor_id: number;
  start_time: string;
  end_time: string;
  room: string | null;
  status: number;
}

/** The sessions of that date the candidate's tutor or room is already taken by. */
export async function datedClashes(
  db: Executor,
  candidate: DatedCandidate,
): Promise<Clashes<ClassSession>> {
  const { sessions } = await loadSessions(db, { from: candidate.date, to: candidate.date });
  return findSessionClashes(
    { ...candidate, key: sessionKey(candidate.schedule_id, candidate.date) },
    sessions,
  );
}

/** How a clash message names a session of a date: "Monday 2026-12-07 16:30–18:00". */
export const namedSession = (s: ClassSession, tr: Translator) => ({
  ...s,
  when: `${tr.day(s.day_of_week)} ${tr.date(s.date)}`,
});

async function slotOf(
  db: Executor,
  id: number,
): Promise<(Slot & { is_active: boolean }) | undefined> {
  const row = await db.selectFrom('schedules').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  return {
    id,
    course_id: Number(row.course_id),
    course_title: '',
    tutor_id: Number(row.tutor_id),
    tutor_name: '',
    day_of_week: Number(row.day_of_week),
    start_time: String(row.start_time),
    end_time: String(row.end_time),
    valid_from: String(row.valid_from),
    valid_to: text(row.valid_to),
    room: text(row.room),
    online_link: text(row.online_link),
    is_active: Number(row.is_active) === 1,
  };
}

async function holidayOn(db: Executor, date: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('holidays')
    .select('title')
    .where('start_date', '<=', date)
    .where('end_date', '>=', date)
    .executeTakeFirst();
  return row ? String(row.title) : undefined;
}

function meetingErrors(
  slot: Slot,
  date: string,
  holiday: string | undefined,
  tr: Translator,
): FieldErrors {
  if (specDayOf(date) !== slot.day_of_week)
    return { date: [tr.t('scheduling.wrongDay', { day: tr.day(slot.day_of_week) })] };
  if (!meetsOn(slot, date)) {
    const from = tr.date(slot.valid_from);
    return {
      date: [
        slot.valid_to === null
          ? tr.t('scheduling.outsidePeriod', { from })
          : tr.t('scheduling.outsideBoundedPeriod', { from, to: tr.date(slot.valid_to) }),
      ],
    };
  }
  if (holiday !== undefined)
    return { date: [tr.t('scheduling.centreClosed', { date: tr.date(date), holiday })] };
  return {};
}

const WHERE_AND_WHEN = ['schedule_id', 'date'];
const WHO_WHEN_WHERE = [...WHERE_AND_WHEN, 'start_time', 'end_time', 'tutor_id', 'room', 'status'];

const changes = (values: Row, current: Row | undefined, fields: string[]) =>
  current === undefined ||
  fields.some((f) => f in values && String(values[f] ?? '') !== String(current[f] ?? ''));

export const checkSession: Check<typeof classSession> = async (ctx, db, { values, current }) => {
  const tr = translatorFor(ctx.language ?? 'en');
  const next = { ...current, ...values };
  const slot = await slotOf(db, Number(next.schedule_id));
  if (!slot) return {};
  const date = String(next.date);
  if (changes(values, current, WHERE_AND_WHEN)) {
    const errors = meetingErrors(slot, date, await holidayOn(db, date), tr);
    if (Object.keys(errors).length > 0) return errors;
  }
  const candidate: DatedCandidate = {
    schedule_id: slot.id,
    date,
    tutor_id:
      next.tutor_id === null || next.tutor_id === undefined ? slot.tutor_id : Number(next.tutor_id),
    start_time: text(next.start_time) ?? slot.start_time,
    end_time: text(next.end_time) ?? slot.end_time,
    room: text(next.room) ?? slot.room,
    status: Number(next.status ?? SessionStatus.Pending),
  };
  if (candidate.end_time <= candidate.start_time)
    return { end_time: [tr.t('scheduling.endAfterStart')] };
  if (!slot.is_active || !changes(values, current, WHO_WHEN_WHERE)) return {};
  const { tutor, room } = await datedClashes(db, candidate);
  const errors: FieldErrors = {};
  if (tutor) {
    const field = text(next.tutor_id) === null ? 'start_time' : 'tutor_id';
    errors[field] = [tutorClashMessage(namedSession(tutor, tr), tr)];
  }
  if (room) errors.room = [roomClashMessage(namedSession(room, tr), tr)];
  return errors;
};
