/**
 * A cancel request filed by a tutor, student or parent waits for an admin's decision: every
 * active admin is told, linked to the request. Admins' own requests need no one else's word.
 */
import { actorId } from '../../resources/context';
import type { scheduleCancelRequest } from '../../../resources/schedules';
import type { AfterCreate } from '../../resources/hooks';
import { excerpt, showLink, whoIs } from '../notifications/notice-text';
import { noticePhrase } from '../notifications/notice-phrase';
import { notifyAdmins } from '../notifications/notify-admins';
import { specDayOf } from './calendar';

export const announceCancelRequest: AfterCreate<typeof scheduleCancelRequest> = async (
  ctx,
  request,
) => {
  if (ctx.actor === null || ctx.actor.kind === 'admin') return;
  const course = await ctx.db
    .selectFrom('schedules')
    .innerJoin('courses', 'courses.id', 'schedules.course_id')
    .select('courses.title')
    .where('schedules.id', '=', Number(request.schedule_id))
    .executeTakeFirst();
  const replacement =
    request.replacement_tutor_id === null || request.replacement_tutor_id === undefined
      ? undefined
      : await ctx.db
          .selectFrom('employees')
          .select('full_name')
          .where('id', '=', Number(request.replacement_tutor_id))
          .executeTakeFirst();
  const date = String(request.date);
  const values = {
    course: course ? String(course.title) : { phrase: 'notices.someCourse' as const },
    day: { day: specDayOf(date) },
    date: { date },
    who: await whoIs(ctx.db, actorId(ctx)),
    reason: excerpt(String(request.reason)),
  };
  await notifyAdmins(ctx, {
    subject: noticePhrase('notices.cancelRequestSubject', values),
    message: replacement
      ? noticePhrase('notices.cancelRequestReplacementMessage', {
          ...values,
          replacement: String(replacement.full_name),
        })
      : noticePhrase('notices.cancelRequestMessage', values),
    link: showLink('schedule-cancel-request', request.id),
  });
};
