/**
 * Whose class roster a caller may open and record: those who may create Attendance, for a dated
 * session of a slot in their Schedule scope. A tutor records the classes they teach that date
 * (their own slot, or one they stand in for) and those of the courses they teach; an admin any.
 * Students and parents follow their own rows through the generic list and the rates instead.
 */
import type { ClassSession } from '../../../../schema';
import { authorize, findScoped } from '../../../resources/access';
import type { Context } from '../../../resources/context';
import { translatorFor } from '../../../i18n/translate';
import { ValidationError } from '../../../resources/errors';
import { sessionOn } from '../../scheduling/sessions';
import { attendance } from '../../../../resources/classwork';
import { schedule as schedules } from '../../../../resources/schedules';

async function teaches(ctx: Context, session: ClassSession): Promise<boolean> {
  const me = await ctx.db
    .selectFrom('employees')
    .select('id')
    .where('user_id', '=', ctx.actor!.id)
    .executeTakeFirst();
  if (!me) return false;
  if (Number(me.id) === session.tutor_id) return true;
  const tutorOfCourse = await ctx.db
    .selectFrom('course_tutors')
    .select('course_id')
    .where('course_id', '=', session.course_id)
    .where('employee_id', '=', Number(me.id))
    .executeTakeFirst();
  return tutorOfCourse !== undefined;
}

/** 401 signed out, 403 without create on Attendance: the roster is for those who take it. */
export const authorizeRoster = (ctx: Context): void => authorize(ctx, 'create', attendance);

/**
 * The session of that slot and date for a caller who may record it: 401/403 without create on
 * Attendance, 404 for a slot outside their scope, 422 on `date` when the slot has no class that
 * day and on `schedule_id` for a tutor who neither teaches that class nor its course.
 */
export async function attendableSession(
  ctx: Context,
  scheduleId: number,
  date: string,
): Promise<ClassSession> {
  authorizeRoster(ctx);
  await findScoped(ctx, ctx.db, schedules, scheduleId);
  const { session, holiday } = await sessionOn(ctx.db, scheduleId, date);
  const tr = translatorFor(ctx.language ?? 'en');
  if (holiday !== undefined)
    throw ValidationError.field(
      'date',
      tr.t('scheduling.centreClosed', { date: tr.date(date), holiday }),
    );
  if (!session)
    throw ValidationError.field('date', tr.t('scheduling.noClassOn', { date: tr.date(date) }));
  if (ctx.actor!.kind === 'employee' && !(await teaches(ctx, session)))
    throw ValidationError.field('schedule_id', tr.t('attendance.onlyOwnClasses'));
  return session;
}
