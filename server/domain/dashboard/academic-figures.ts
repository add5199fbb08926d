/** The admin report's academic figures: students, enrolments, attendance, today's sessions. */
import { sql } from 'kysely';
import type { Executor } from '../../db/types';
import { attendanceRate } from '../assessment/attendance/rate';
import { periodInstants, type Period } from '../finance/period';
import { loadSessions } from '../scheduling/sessions';
import { type ClassSession, SessionStatus } from '../../../schema';

export async function activeStudents(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('students')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('is_active', '=', 1)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export interface CourseEnrolments {
  course_id: number;
  title: string;
  enrolments: number;
}

/** Enrolments created in the period (at the centre's clock), by course, most first. */
export async function enrolmentsByCourse(
  db: Executor,
  period: Period,
): Promise<CourseEnrolments[]> {
  const { from, to } = periodInstants(period);
  const rows = await db
    .selectFrom('student_courses')
    .innerJoin('courses', 'courses.id', 'student_courses.course_id')
    .select(['courses.id', 'courses.title', (eb) => eb.fn.countAll().as('n')])
    .where('student_courses.created_at', '>=', from)
    .where('student_courses.created_at', '<', to)
    .groupBy(['courses.id', 'courses.title'])
    .execute();
  return rows
    .map((row) => ({
      course_id: Number(row.id),
      title: String(row.title),
      enrolments: Number(row.n),
    }))
    .sort((a, b) => b.enrolments - a.enrolments || a.title.localeCompare(b.title));
}

export interface AttendanceFigures {
  records: number;
  present: number;
  excused: number;
  rate: number | null;
}

/** All attendance taken in the period, by the rule of attendance/rate.ts. */
export async function attendanceIn(
  db: Executor,
  { start, end }: Period,
): Promise<AttendanceFigures> {
  const row = await db
    .selectFrom('attendances')
    .innerJoin('attendance_statuses', 'attendance_statuses.id', 'attendances.status_id')
    .select([
      sql<number>`count(*)`.as('records'),
      sql<number>`sum(case when attendance_statuses.counts_as_present = 1 then 1 else 0 end)`.as(
        'present',
      ),
      sql<number>`sum(case when attendance_statuses.counts_as_present = 0 and attendance_statuses.excused = 1 then 1 else 0 end)`.as(
        'excused',
      ),
    ])
    .where('attendances.date', '>=', start)
    .where('attendances.date', '<=', end)
    .executeTakeFirst();
  const records = Number(row?.records ?? 0);
  const present = Number(row?.present ?? 0);
  const excused = Number(row?.excused ?? 0);
  return {
    records,
    present,
    excused,
    rate: attendanceRate({ sessions: records, present, excused }),
  };
}

/** Sessions of a day that are not cancelled, in time order, optionally one tutor's or student's. */
export async function sessionsOn(
  db: Executor,
  from: string,
  to: string,
  who: { tutorId?: number; studentId?: number } = {},
): Promise<ClassSession[]> {
  const { sessions } = await loadSessions(db, { from, to, ...who });
  return sessions
    .filter((s) => s.status !== SessionStatus.Canceled)
    .sort((a, b) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time));
}
