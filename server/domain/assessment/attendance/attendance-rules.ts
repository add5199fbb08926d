/**
 * Rules of an attendance row, however it is written (the class roster of `PUT
 * /api/attendance/session` or the generic create and edit): it belongs to a real session of its
 * slot that has begun (not a holiday, not cancelled, not in the future at the centre's clock), the
 * student is seated in the course, and each student has one row per session.
 */
import type { Executor, Row } from '../../../db/types';
import { openTables } from '../../../db/types';
import { translatorFor, type Translator } from '../../../i18n/translate';
import type { FieldErrors } from '../../../resources/errors';
import type { attendance } from '../../../../resources/classwork';
import type { Check } from '../../../resources/hooks';
import { centreNow } from '../../scheduling/calendar';
import { sessionOn } from '../../scheduling/sessions';
import { attendanceRefusal } from './session-check';
import { isSeated } from '../seated';

const changes = (values: Row, current: Row | undefined, fields: string[]) =>
  current === undefined ||
  fields.some((f) => f in values && String(values[f] ?? '') !== String(current[f] ?? ''));

async function nameOf(db: Executor, table: string, column: string, id: number): Promise<string> {
  const row = await openTables(db)
    .selectFrom(table)
    .select(column)
    .where('id', '=', id)
    .executeTakeFirst();
  return String(row?.[column] ?? '');
}

/** "Ayesha Rahman is not enrolled in SAT Math Intensive." */
export async function notSeatedMessage(
  db: Executor,
  studentId: number,
  courseId: number,
  tr: Translator,
): Promise<string> {
  const student =
    (await nameOf(db, 'students', 'full_name', studentId)) || tr.t('attendance.theStudent');
  const course = await nameOf(db, 'courses', 'title', courseId);
  return tr.t('attendance.notEnrolled', { student, course });
}

async function alreadyRecorded(db: Executor, next: Row, exceptId: unknown): Promise<boolean> {
  let query = db
    .selectFrom('attendances')
    .select('id')
    .where('schedule_id', '=', Number(next.schedule_id))
    .where('date', '=', String(next.date))
    .where('student_id', '=', Number(next.student_id));
  if (exceptId !== undefined && exceptId !== null)
    query = query.where('id', '!=', Number(exceptId));
  return (await query.executeTakeFirst()) !== undefined;
}

export const checkAttendance: Check<typeof attendance> = async (ctx, db, { values, current }) => {
  const tr = translatorFor(ctx.language ?? 'en');
  const next: Row = { ...current, ...values };
  const scheduleId = Number(next.schedule_id);
  const date = String(next.date);
  const studentId = Number(next.student_id);
  const movesSession = changes(values, current, ['schedule_id', 'date']);
  if (movesSession) {
    const { session, holiday } = await sessionOn(db, scheduleId, date);
    const refusal = attendanceRefusal(date, session, holiday, centreNow(), tr);
    if (refusal !== undefined) return { date: [refusal] };
  }
  if (!movesSession && !changes(values, current, ['student_id'])) return {};
  const errors: FieldErrors = {};
  const courseId = Number(
    (
      await db
        .selectFrom('schedules')
        .select('course_id')
        .where('id', '=', scheduleId)
        .executeTakeFirst()
    )?.course_id,
  );
  if (!(await isSeated(db, studentId, courseId)))
    errors.student_id = [await notSeatedMessage(db, studentId, courseId, tr)];
  else if (await alreadyRecorded(db, next, current?.id))
    errors.student_id = [tr.t('attendance.alreadyRecorded')];
  return errors;
};
