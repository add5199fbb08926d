/** The admin report's enrolments by course and a day's sessions (also the learners'). */
import type { Executor } from '../../db/types';
import { periodInstants, type Period } from '../finance/period';
import { loadSessions } from '../scheduling/sessions';
import { type ClassSession, SessionStatus } from '../../../schema';

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
