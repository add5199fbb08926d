/**
 * `GET /api/attendance/rates` (docs/API.md "Attendance"): per student and course, the recorded
 * sessions, how many were attended, missed and excused, and the rate (rate.ts), over the rows of
 * the caller's Attendance scope: a tutor's courses, a student's own, a parent's children's, all
 * for an admin. Worst rate first.
 */
import { sql } from 'kysely';
import type { AttendanceRate } from '../../../../schema';
import { authorize, scopedSelect } from '../../../resources/access';
import type { Context } from '../../../resources/context';
import { translatorFor, type Translator } from '../../../i18n/translate';
import { ValidationError, type FieldErrors } from '../../../resources/errors';
import { readDate, readId } from './params';
import { attendanceRate, byRateAscending } from './rate';
import { attendance } from '../../../../resources/classwork';

export interface RateQuery {
  course_id?: number;
  student_id?: number;
  from?: string;
  to?: string;
}

export function readRateQuery(query: Record<string, unknown>, tr: Translator): RateQuery {
  const errors: FieldErrors = {};
  const parsed: RateQuery = {
    course_id: readId(errors, query, 'course_id', tr),
    student_id: readId(errors, query, 'student_id', tr),
    from: readDate(errors, query, 'from', tr),
    to: readDate(errors, query, 'to', tr),
  };
  if (parsed.from && parsed.to && parsed.to < parsed.from)
    errors.to = [tr.t('scheduling.toBeforeFrom')];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return parsed;
}

export async function attendanceRates(
  ctx: Context,
  rawQuery: Record<string, unknown>,
): Promise<AttendanceRate[]> {
  const resource = attendance;
  authorize(ctx, 'read', resource);
  const query = readRateQuery(rawQuery, translatorFor(ctx.language ?? 'en'));
  let select = scopedSelect(ctx, ctx.db, resource)
    .innerJoin('attendance_statuses', 'attendance_statuses.id', 'attendances.status_id')
    .innerJoin('students', 'students.id', 'attendances.student_id')
    .innerJoin('courses', 'courses.id', 'attendances.course_id')
    .select([
      'attendances.student_id',
      'students.full_name',
      'attendances.course_id',
      'courses.title',
      sql<number>`count(*)`.as('sessions'),
      sql<number>`sum(case when attendance_statuses.counts_as_present = 1 then 1 else 0 end)`.as(
        'present',
      ),
      sql<number>`sum(case when attendance_statuses.counts_as_present = 0 and attendance_statuses.excused = 1 then 1 else 0 end)`.as(
        'excused',
      ),
    ])
    .groupBy([
      'attendances.student_id',
      'students.full_name',
      'attendances.course_id',
      'courses.title',
    ]);
  if (query.course_id !== undefined)
    select = select.where('attendances.course_id', '=', query.course_id);
  if (query.student_id !== undefined)
    select = select.where('attendances.student_id', '=', query.student_id);
  if (query.from !== undefined) select = select.where('attendances.date', '>=', query.from);
  if (query.to !== undefined) select = select.where('attendances.date', '<=', query.to);
  const rows = await select.execute();
  return rows
    .map((row) => {
      const sessions = Number(row.sessions);
      const present = Number(row.present);
      const excused = Number(row.excused);
      return {
        student_id: Number(row.student_id),
        student_name: String(row.full_name),
        course_id: Number(row.course_id),
        course_title: String(row.title),
        sessions,
        present,
        absent: sessions - present - excused,
        excused,
        rate: attendanceRate({ sessions, present, excused }),
      };
    })
    .sort(
      (a, b) =>
        byRateAscending(a, b) ||
        a.student_name.localeCompare(b.student_name) ||
        a.course_title.localeCompare(b.course_title),
    );
}
