/**
 * The dated sessions of a date range, read from the database in three queries (active slots with
 * their course and tutor names, the class-session rows of those slots in the range, the holidays
 * touching it) and expanded by expand.ts. The sessions endpoint, the clash checks of dated
 * sessions and cancel requests all read sessions through here.
 */
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { OpenDatabase, Executor, Row } from '../../db/types';
import { openTables } from '../../db/types';
import { SEATED_STATUSES } from '../scopes/relations';
import { datesIn, specDayOf } from './calendar';
import type { ClassSession, SessionStatus } from '../../../schema';
import {
  expandSessions,
  holidayDates,
  type DateRange,
  type HolidayPeriod,
  type SessionOverride,
  type Slot,
} from './expand';

type Eb = ExpressionBuilder<OpenDatabase, string>;
/** A condition on `schedules` (a row scope, say). */
export type SlotCondition = (eb: Eb) => Expression<SqlBool>;

export interface SessionQuery extends DateRange {
  scheduleId?: number;
  courseId?: number;
  /** Sessions this tutor teaches: their own slots' unless handed over, and those they stand in for. */
  tutorId?: number;
  /** Sessions of the courses this student is seated in. */
  studentId?: number;
  where?: SlotCondition;
  /**
   * A tutor looking at their own timetable: of slots they only stand in for, just the dates they
   * stand in (the row scope lets the whole slot through).
   */
  viewerTutorId?: number;
}

export interface LoadedSessions {
  sessions: ClassSession[];
  holidays: { date: string; title: string }[];
}

const text = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

function toSlot(row: Row): Slot {
  return {
    id: Number(row.id),
    course_id: Number(row.course_id),
    course_title: String(row.course_title),
    tutor_id: Number(row.tutor_id),
    tutor_name: String(row.tutor_name),
    day_of_week: Number(row.day_of_week),
    start_time: String(row.start_time),
    end_time: String(row.end_time),
    valid_from: String(row.valid_from),
    valid_to: text(row.valid_to),
    room: text(row.room),
    online_link: text(row.online_link),
  };
}

function toOverride(row: Row): SessionOverride {
  return {
    schedule_id: Number(row.schedule_id),
    date: String(row.date),
    start_time: text(row.start_time),
    end_time: text(row.end_time),
    tutor_id: row.tutor_id === null ? null : Number(row.tutor_id),
    tutor_name: text(row.tutor_name),
    room: text(row.room),
    online_link: text(row.online_link),
    status: Number(row.status) as SessionStatus,
    note: text(row.note),
  };
}

function slotQuery(db: Executor, query: SessionQuery) {
  const { from, to } = query;
  const weekdays = [...new Set(datesIn(from, to).slice(0, 7).map(specDayOf))];
  let select = openTables(db)
    .selectFrom('schedules')
    .innerJoin('courses', 'courses.id', 'schedules.course_id')
    .innerJoin('employees', 'employees.id', 'schedules.tutor_id')
    .select([
      'schedules.id',
      'schedules.course_id',
      'courses.title as course_title',
      'schedules.tutor_id',
      'employees.full_name as tutor_name',
      'schedules.day_of_week',
      'schedules.start_time',
      'schedules.end_time',
      'schedules.valid_from',
      'schedules.valid_to',
      'schedules.room',
      'schedules.online_link',
    ])
    .where('schedules.is_active', '=', 1)
    .where('schedules.day_of_week', 'in', weekdays)
    .where('schedules.valid_from', '<=', to)
    .where((eb) =>
      eb.or([eb('schedules.valid_to', 'is', null), eb('schedules.valid_to', '>=', from)]),
    );
  if (query.scheduleId !== undefined) select = select.where('schedules.id', '=', query.scheduleId);
  if (query.courseId !== undefined)
    select = select.where('schedules.course_id', '=', query.courseId);
  const { tutorId, studentId, where } = query;
  if (tutorId !== undefined) {
    select = select.where((eb) =>
      eb.or([
        eb('schedules.tutor_id', '=', tutorId),
        eb(
          'schedules.id',
          'in',
          eb
            .selectFrom('class_sessions')
            .select('class_sessions.schedule_id')
            .where('class_sessions.tutor_id', '=', tutorId)
            .where('class_sessions.date', '>=', from)
            .where('class_sessions.date', '<=', to),
        ),
      ]),
    );
  }
  if (studentId !== undefined) {
    select = select.where((eb) =>
      eb(
        'schedules.course_id',
        'in',
        eb
          .selectFrom('student_courses')
          .select('student_courses.course_id')
          .where('student_courses.student_id', '=', studentId)
          .where('student_courses.status', 'in', SEATED_STATUSES),
      ),
    );
  }
  if (where) select = select.where(where);
  return select;
}

export async function loadSessions(db: Executor, query: SessionQuery): Promise<LoadedSessions> {
  const { from, to } = query;
  const slots = (await slotQuery(db, query).execute()).map(toSlot);
  const overrides =
    slots.length === 0
      ? []
      : (
          await db
            .selectFrom('class_sessions')
            .leftJoin('employees', 'employees.id', 'class_sessions.tutor_id')
            .select([
              'class_sessions.schedule_id',
              'class_sessions.date',
              'class_sessions.start_time',
              'class_sessions.end_time',
              'class_sessions.tutor_id',
              'employees.full_name as tutor_name',
              'class_sessions.room',
              'class_sessions.online_link',
              'class_sessions.status',
              'class_sessions.note',
            ])
            .where(
              'class_sessions.schedule_id',
              'in',
              slots.map((s) => s.id),
            )
            .where('class_sessions.date', '>=', from)
            .where('class_sessions.date', '<=', to)
            .execute()
        ).map(toOverride);
  const holidays: HolidayPeriod[] = (
    await db
      .selectFrom('holidays')
      .select(['title', 'start_date', 'end_date'])
      .where('start_date', '<=', to)
      .where('end_date', '>=', from)
      .execute()
  ).map((row) => ({
    title: String(row.title),
    start_date: String(row.start_date),
    end_date: String(row.end_date),
  }));

  let sessions = expandSessions(slots, overrides, holidays, { from, to });
  if (query.tutorId !== undefined) sessions = sessions.filter((s) => s.tutor_id === query.tutorId);
  const viewer = query.viewerTutorId;
  if (viewer !== undefined) {
    const held = new Set(slots.filter((s) => s.tutor_id === viewer).map((s) => s.id));
    sessions = sessions.filter((s) => held.has(s.schedule_id) || s.tutor_id === viewer);
  }
  return { sessions, holidays: holidayDates(holidays, { from, to }) };
}

/** The session of one slot on one date, or undefined when the slot does not meet that day. */
export async function sessionOn(
  db: Executor,
  scheduleId: number,
  date: string,
): Promise<{ session: ClassSession | undefined; holiday: string | undefined }> {
  const { sessions, holidays } = await loadSessions(db, { from: date, to: date, scheduleId });
  return { session: sessions[0], holiday: holidays[0]?.title };
}
