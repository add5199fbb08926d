/**
 * `GET /api/schedule/sessions` (docs/API.md "Class sessions"): the dated sessions a user may see in
 * a range of at most 100 days. Who sees what follows the Schedule row scope of resources.config.ts:
 * a tutor the slots they hold or stand in for, a student the courses they are seated in, a parent
 * their children's.
 */
import { student } from '../../../resources/people';
import { schedule } from '../../../resources/schedules';
import type { Executor } from '../../db/types';
import { authorize, findScoped } from '../../resources/access';
import type { Context } from '../../resources/context';
import { translatorFor, type Translator } from '../../i18n/translate';
import { ValidationError, type FieldErrors } from '../../resources/errors';
import { scopeFor } from '../../resources/served';
import { daysBetween, isIsoDate } from './calendar';
import { attributeName, type ClassSession } from '../../../schema';
import { loadSessions, type SessionQuery } from './sessions';
import { parseId } from '../../resources/input-bounds';

export const MAX_RANGE_DAYS = 100;

export interface SessionParams {
  from: string;
  to: string;
  course_id?: number;
  tutor_id?: number;
  student_id?: number;
}

export interface SessionsAnswer {
  data: ClassSession[];
  meta: { from: string; to: string; holidays: { date: string; title: string }[] };
}

type Params = Record<string, unknown>;

function dateParam(errors: FieldErrors, query: Params, name: string, tr: Translator): string {
  const value = query[name];
  if (value === undefined || value === '')
    errors[name] = [tr.t('validation.required', { attribute: name })];
  else if (!isIsoDate(value)) errors[name] = [tr.t('validation.date', { attribute: name })];
  return typeof value === 'string' ? value : '';
}

function idParam(errors: FieldErrors, query: Params, name: string, tr: Translator) {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  const id = typeof value === 'string' ? parseId(value) : undefined;
  if (id !== undefined) return id;
  errors[name] = [tr.t('scheduling.positiveInteger', { attribute: attributeName(name) })];
  return undefined;
}

/** The query string, checked: 422 with field errors on anything wrong. */
export function parseSessionParams(query: Params, tr: Translator): SessionParams {
  const errors: FieldErrors = {};
  const from = dateParam(errors, query, 'from', tr);
  const to = dateParam(errors, query, 'to', tr);
  if (!errors.from && !errors.to) {
    const days = daysBetween(from, to) + 1;
    if (days < 1) errors.to = [tr.t('scheduling.toBeforeFrom')];
    else if (days > MAX_RANGE_DAYS)
      errors.to = [tr.t('scheduling.periodTooLong', { days: MAX_RANGE_DAYS })];
  }
  const params: SessionParams = {
    from,
    to,
    course_id: idParam(errors, query, 'course_id', tr),
    tutor_id: idParam(errors, query, 'tutor_id', tr),
    student_id: idParam(errors, query, 'student_id', tr),
  };
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return params;
}

async function employeeIdOf(db: Executor, userId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('employees')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

export async function listSessions(
  ctx: Context,
  query: Record<string, unknown>,
): Promise<SessionsAnswer> {
  const resource = schedule;
  authorize(ctx, 'read', resource);
  const actor = ctx.actor!;
  const params = parseSessionParams(query, translatorFor(ctx.language ?? 'en'));
  // A student the caller may not see is not found, as on GET /api/student/{id}: a parent asking
  // for someone else's child learns nothing, not even that the child exists.
  if (params.student_id !== undefined) await findScoped(ctx, ctx.db, student, params.student_id);
  const scope = scopeFor(ctx.resources, resource, actor);
  const sessionQuery: SessionQuery = {
    from: params.from,
    to: params.to,
    courseId: params.course_id,
    tutorId: params.tutor_id,
    studentId: params.student_id,
    where: scope ? (eb) => scope(eb, actor, resource) : undefined,
    viewerTutorId:
      scope && actor.kind === 'employee' ? await employeeIdOf(ctx.db, actor.id) : undefined,
  };
  const { sessions, holidays } = await loadSessions(ctx.db, sessionQuery);
  return { data: sessions, meta: { from: params.from, to: params.to, holidays } };
}
