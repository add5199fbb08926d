/**
 * Who may ask to cancel which class, and when (docs/API.md "Scheduling rules"). The request names
 * one session: a date the slot really meets on, with the centre open, neither cancelled nor
 * held yet, and not started. A tutor asks for classes they teach that date, a student (or
 * parent, if granted the ability) for classes of courses they (their children) are seated in;
 * admins for any. One request per session waits for a decision at a time.
 */
import type { Executor, Row } from '../../db/types';
import { openTables } from '../../db/types';
import type { Actor, Context } from '../../resources/context';
import type { FieldErrors } from '../../resources/errors';
import { phrase, translatorFor, type Phrase, type Translator } from '../../i18n/translate';
import type { scheduleCancelRequest } from '../../../resources/schedules';
import type { Check } from '../../resources/hooks';
import { childrenOf, coursesOfStudents, profileOf } from '../scopes/relations';
import { centreNow } from './calendar';
import { tutorClashMessage } from './clash';
import { RequestStatus, SessionStatus, type ClassSession } from '../../../schema';
import { datedClashes, namedSession } from './session-rules';
import { sessionOn } from './sessions';

/** The session of that slot and date that can still be cancelled, or why there is none. */
export function cancellable(
  date: string,
  session: ClassSession | undefined,
  holiday: string | undefined,
): { session: ClassSession } | { reason: Phrase } {
  if (holiday !== undefined)
    return { reason: phrase('scheduling.centreClosed', { date: { date }, holiday }) };
  if (!session) return { reason: phrase('scheduling.noClassOn', { date: { date } }) };
  if (session.status === SessionStatus.Canceled)
    return { reason: phrase('scheduling.alreadyCancelled', { date: { date } }) };
  if (session.status === SessionStatus.Completed)
    return { reason: phrase('scheduling.alreadyHeld', { date: { date } }) };
  return { session };
}

function startedReason(session: ClassSession): Phrase | undefined {
  const now = centreNow();
  if (session.date < now.date) return phrase('scheduling.dateInPast');
  if (session.date === now.date && session.start_time <= now.time)
    return phrase('scheduling.alreadyStarted', { date: { date: session.date } });
  return undefined;
}

async function exists(query: { executeTakeFirst(): Promise<unknown> }): Promise<boolean> {
  return (await query.executeTakeFirst()) !== undefined;
}

/** The reason the actor may not ask to cancel this session, or undefined when they may. */
async function refusalFor(
  db: Executor,
  actor: Actor | null,
  session: ClassSession,
): Promise<Phrase | undefined> {
  if (actor === null || actor.kind === 'admin') return undefined;
  const seated = (students: 'own' | 'children') =>
    exists(
      openTables(db)
        .selectFrom('courses')
        .select('courses.id')
        .where('courses.id', '=', session.course_id)
        .where((eb) =>
          eb(
            'courses.id',
            'in',
            coursesOfStudents(
              eb,
              students === 'own' ? profileOf(eb, 'students', actor) : childrenOf(eb, actor),
            ),
          ),
        ),
    );
  switch (actor.kind) {
    case 'employee': {
      const teaches = await exists(
        db
          .selectFrom('employees')
          .select('employees.id')
          .where('employees.id', '=', session.tutor_id)
          .where('employees.user_id', '=', actor.id),
      );
      return teaches ? undefined : phrase('scheduling.onlyOwnClasses');
    }
    case 'student':
      return (await seated('own')) ? undefined : phrase('scheduling.onlyEnrolledClasses');
    case 'parent':
      return (await seated('children')) ? undefined : phrase('scheduling.onlyChildrensClasses');
    default:
      return phrase('scheduling.mayNotCancel');
  }
}

async function pendingTwin(db: Executor, next: Row): Promise<boolean> {
  let query = db
    .selectFrom('schedule_cancel_requests')
    .select('id')
    .where('schedule_id', '=', Number(next.schedule_id))
    .where('date', '=', String(next.date))
    .where('status', '=', RequestStatus.Pending);
  if (next.id !== undefined && next.id !== null) query = query.where('id', '!=', Number(next.id));
  return exists(query);
}

/** Errors about the replacement: not the class's own tutor, and free at that time. */
export async function replacementErrors(
  db: Executor,
  session: ClassSession,
  replacementId: number,
  tr: Translator,
): Promise<FieldErrors> {
  if (replacementId === session.tutor_id)
    return { replacement_tutor_id: [tr.t('scheduling.replacementTeachesAlready')] };
  const { tutor } = await datedClashes(db, {
    ...session,
    tutor_id: replacementId,
    status: SessionStatus.Pending,
  });
  return tutor ? { replacement_tutor_id: [tutorClashMessage(namedSession(tutor, tr), tr)] } : {};
}

const RULED = ['schedule_id', 'date', 'replacement_tutor_id'] as const;

export const checkCancelRequest: Check<typeof scheduleCancelRequest> = async (
  ctx: Context,
  db,
  { values, current },
) => {
  const changed =
    current === undefined ||
    RULED.some((f) => f in values && String(values[f] ?? '') !== String(current[f] ?? ''));
  if (!changed) return {};
  const tr = translatorFor(ctx.language ?? 'en');
  if (current !== undefined && Number(current.status) !== RequestStatus.Pending)
    return { status: [tr.t('scheduling.alreadyDecided')] };
  const next = { ...current, ...values };
  const date = String(next.date);
  const { session: found, holiday } = await sessionOn(db, Number(next.schedule_id), date);
  const open = cancellable(date, found, holiday);
  if ('reason' in open) return { date: [tr.say(open.reason)] };
  const { session } = open;
  const started = startedReason(session);
  if (started !== undefined) return { date: [tr.say(started)] };
  const refusal = await refusalFor(db, ctx.actor, session);
  if (refusal !== undefined) return { schedule_id: [tr.say(refusal)] };
  if (await pendingTwin(db, next)) return { date: [tr.t('scheduling.requestWaiting')] };
  const replacement = next.replacement_tutor_id;
  return replacement === null || replacement === undefined
    ? {}
    : replacementErrors(db, session, Number(replacement), tr);
};
