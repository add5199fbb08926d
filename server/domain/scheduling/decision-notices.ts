/**
 * Who hears about a decided cancel request. Approved: the slot's tutor, the replacement tutor,
 * the requester, every student seated in the course and each of their parents, linked to the
 * schedule. Declined: the requester, linked to their request.
 */
import { resourcesByName } from '../../../resources.config';
import type { Executor } from '../../db/types';
import type { scheduleCancelRequest } from '../../../resources/schedules';
import type { AfterUpdate } from '../../resources/hooks';
import { noticePhrase } from '../notifications/notice-phrase';
import { notifyUsers, type Notice } from '../notifications/notify';
import { SEATED_STATUSES } from '../scopes/relations';
import { specDayOf } from './calendar';
import { sessionOn } from './sessions';
import { RequestStatus } from '../../../schema';

const ids = (rows: Record<string, unknown>[], column: string) =>
  rows.map((row) => Number(row[column])).filter((id) => id > 0);

async function tutorAccounts(db: Executor, employeeIds: number[]): Promise<number[]> {
  if (employeeIds.length === 0) return [];
  const rows = await db
    .selectFrom('employees')
    .select('user_id')
    .where('id', 'in', employeeIds)
    .execute();
  return ids(rows, 'user_id');
}

/** The accounts of the students seated in the course and of their parents. */
async function familyAccounts(db: Executor, courseId: number): Promise<number[]> {
  const seated = db
    .selectFrom('student_courses')
    .select('student_courses.student_id')
    .where('student_courses.course_id', '=', courseId)
    .where('student_courses.status', 'in', SEATED_STATUSES);
  const students = await db
    .selectFrom('students')
    .select('students.user_id')
    .where('students.id', 'in', seated)
    .execute();
  const parents = await db
    .selectFrom('parents')
    .innerJoin('parent_students', 'parent_students.parent_id', 'parents.id')
    .select('parents.user_id')
    .where('parent_students.student_id', 'in', seated)
    .execute();
  return [...ids(students, 'user_id'), ...ids(parents, 'user_id')];
}

async function slotOf(db: Executor, scheduleId: number) {
  return db
    .selectFrom('schedules')
    .innerJoin('courses', 'courses.id', 'schedules.course_id')
    .innerJoin('employees', 'employees.id', 'schedules.tutor_id')
    .select([
      'schedules.course_id',
      'schedules.tutor_id',
      'schedules.start_time',
      'schedules.end_time',
      'courses.title as course_title',
      'employees.full_name as tutor_name',
    ])
    .where('schedules.id', '=', scheduleId)
    .executeTakeFirst();
}

const route = (resource: string) => resourcesByName.get(resource)!.route ?? '';

export const notifyDecision: AfterUpdate<typeof scheduleCancelRequest> = async (
  ctx,
  { before, after },
) => {
  const status = Number(after.status);
  if (
    Number(before.status) === status ||
    (status !== RequestStatus.Approved && status !== RequestStatus.Rejected)
  )
    return;
  const scheduleId = Number(after.schedule_id);
  const date = String(after.date);
  const slot = await slotOf(ctx.db, scheduleId);
  if (!slot) return;
  const requester = after.created_by === null ? [] : [Number(after.created_by)];
  const values = {
    course: String(slot.course_title),
    day: { day: specDayOf(date) },
    date: { date },
    reason: String(after.reason),
  };

  if (status === RequestStatus.Rejected) {
    await notifyUsers(ctx, requester, {
      subject: noticePhrase('notices.cancelDeclinedSubject', values),
      message: noticePhrase('notices.cancelDeclinedMessage', values),
      link: `${route('schedule-cancel-request')}/${String(after.id)}/show`,
    });
    return;
  }
  const { session } = await sessionOn(ctx.db, scheduleId, date);
  const times = {
    ...values,
    start: { time: session?.start_time ?? String(slot.start_time) },
    end: { time: session?.end_time ?? String(slot.end_time) },
  };
  const replacementId =
    after.replacement_tutor_id === null ? undefined : Number(after.replacement_tutor_id);
  const notice: Omit<Notice, 'link'> =
    replacementId === undefined
      ? {
          subject: noticePhrase('notices.classCancelledSubject', values),
          message: noticePhrase('notices.classCancelledMessage', times),
        }
      : {
          subject: noticePhrase('notices.substituteSubject', values),
          message: noticePhrase('notices.substituteMessage', {
            ...times,
            tutor: session?.tutor_name ?? { phrase: 'notices.anotherTutor' },
            absent: String(slot.tutor_name),
          }),
        };
  const tutorIds = [Number(slot.tutor_id), ...(replacementId === undefined ? [] : [replacementId])];
  await notifyUsers(
    ctx,
    [
      ...(await tutorAccounts(ctx.db, tutorIds)),
      ...requester,
      ...(await familyAccounts(ctx.db, Number(slot.course_id))),
    ],
    { ...notice, link: `${route('schedule')}/${scheduleId}/show` },
  );
};
