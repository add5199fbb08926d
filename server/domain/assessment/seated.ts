/**
 * The students seated in a course: enrolments pending, active or completed (SEATED_STATUSES), the
 * same students who see its sessions. They are the roster a tutor takes attendance of.
 */
import type { Executor } from '../../db/types';
import { SEATED_STATUSES } from '../scopes/relations';

export interface SeatedStudent {
  student_id: number;
  full_name: string;
  student_no: string | null;
  email: string;
  image: string | null;
}

const text = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

export async function seatedStudents(db: Executor, courseId: number): Promise<SeatedStudent[]> {
  const rows = await db
    .selectFrom('students')
    .select([
      'students.id',
      'students.full_name',
      'students.student_no',
      'students.email',
      'students.image',
    ])
    .where(
      'students.id',
      'in',
      db
        .selectFrom('student_courses')
        .select('student_courses.student_id')
        .where('student_courses.course_id', '=', courseId)
        .where('student_courses.status', 'in', SEATED_STATUSES),
    )
    .orderBy('students.full_name')
    .orderBy('students.id')
    .execute();
  return rows.map((row) => ({
    student_id: Number(row.id),
    full_name: String(row.full_name),
    student_no: text(row.student_no),
    email: String(row.email),
    image: text(row.image),
  }));
}

export async function isSeated(
  db: Executor,
  studentId: number,
  courseId: number,
): Promise<boolean> {
  const found = await db
    .selectFrom('student_courses')
    .select('id')
    .where('student_id', '=', studentId)
    .where('course_id', '=', courseId)
    .where('status', 'in', SEATED_STATUSES)
    .executeTakeFirst();
  return found !== undefined;
}
