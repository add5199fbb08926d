/** A class's roster as `GET /api/attendance/session` answers it: statuses, students, records. */
import type { ClassSession, SessionAttendance } from '../../../../schema';
import type { Executor } from '../../../db/types';
import { seatedStudents } from '../seated';
import { activeStatuses } from './statuses';

export async function rosterOf(db: Executor, session: ClassSession): Promise<SessionAttendance> {
  const [statuses, students, recorded] = await Promise.all([
    activeStatuses(db),
    seatedStudents(db, session.course_id),
    db
      .selectFrom('attendances')
      .select(['student_id', 'status_id', 'note'])
      .where('schedule_id', '=', session.schedule_id)
      .where('date', '=', session.date)
      .execute(),
  ]);
  const byStudent = new Map(recorded.map((row) => [Number(row.student_id), row]));
  return {
    session,
    statuses,
    students: students.map((student) => {
      const record = byStudent.get(student.student_id);
      return {
        ...student,
        status_id: record ? Number(record.status_id) : null,
        note: record?.note === null || record?.note === undefined ? null : String(record.note),
      };
    }),
  };
}
