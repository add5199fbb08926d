/**
 * Homework submissions (student-home-work, docs/API.md "Homework").
 * - A student submits as themselves (their profile is set, whatever was sent), only to published
 *   homework of a course they are seated in, once per homework, and may change their answer or
 *   file until the submission is marked. Mark and feedback are not theirs to set.
 * - Staff set the mark (0 to the homework's total) and feedback; a tutor may not rewrite what the
 *   student handed in. An admin filing a submission for a student names the student.
 * - Whose submission it is (student and homework) is fixed once made, except for an admin: the
 *   engine holds these fields (`fixedAfterCreate` in resources.config.ts).
 * - `submitted_at` is stamped whenever the answer or the file changes, and `is_late` says whether
 *   that was after the end of the due date (late.ts).
 * Once committed, a mark given or changed is told to the student and their parents.
 */
import type { Executor, Row } from '../../../db/types';
import { translatorFor, type Translator } from '../../../i18n/translate';
import type { Actor } from '../../../resources/context';
import type { FieldErrors } from '../../../resources/errors';
import type { studentHomeWork } from '../../../../resources/classwork';
import type { ChangeOf, HooksOf } from '../../../resources/hooks';
import { isSeated } from '../seated';
import { rewrites } from './changes';
import { homeworkOf, type Homework } from './homework-row';
import { isLate } from './late';
import { notifyMark } from './mark-notice';

type SubmissionChange = ChangeOf<typeof studentHomeWork>;

const STAFF_ONLY = ['mark', 'feedback'];
const HANDED_IN = ['answer', 'attachment'];

async function ownStudentId(db: Executor, actor: Actor): Promise<number | undefined> {
  const row = await db
    .selectFrom('students')
    .select('id')
    .where('user_id', '=', actor.id)
    .executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

const isStudent = (actor: Actor | null): actor is Actor => actor?.kind === 'student';

const hasWork = (next: Row) =>
  HANDED_IN.some(
    (field) => next[field] !== null && next[field] !== undefined && next[field] !== '',
  );

async function submittedBefore(
  db: Executor,
  homeworkId: number,
  studentId: number,
  exceptId: unknown,
): Promise<boolean> {
  let query = db
    .selectFrom('student_home_works')
    .select('id')
    .where('home_work_id', '=', homeworkId)
    .where('student_id', '=', studentId);
  if (exceptId !== undefined && exceptId !== null)
    query = query.where('id', '!=', Number(exceptId));
  return (await query.executeTakeFirst()) !== undefined;
}

/** Errors shared by every writer: the student seated in the course, one submission each. */
async function pairErrors(
  db: Executor,
  homework: Homework,
  studentId: number,
  change: SubmissionChange,
  own: boolean,
  tr: Translator,
): Promise<FieldErrors> {
  const { values, current } = change;
  const newPair =
    !current ||
    rewrites(values, current, 'home_work_id') ||
    rewrites(values, current, 'student_id');
  if (!newPair) return {};
  if (!(await isSeated(db, studentId, homework.course_id)))
    return {
      [own ? 'home_work_id' : 'student_id']: [
        tr.t(own ? 'homework.youNotEnrolled' : 'homework.studentNotEnrolled'),
      ],
    };
  if (await submittedBefore(db, homework.id, studentId, current?.id))
    return {
      home_work_id: [tr.t(own ? 'homework.youSubmitted' : 'homework.studentSubmitted')],
    };
  return {};
}

async function studentErrors(
  db: Executor,
  actor: Actor,
  homework: Homework,
  change: SubmissionChange,
  tr: Translator,
): Promise<FieldErrors> {
  const { values, current } = change;
  const own = await ownStudentId(db, actor);
  if (own === undefined) return { student_id: [tr.t('homework.studentsOnly')] };
  const errors: FieldErrors = {};
  for (const field of STAFF_ONLY)
    if (rewrites(values, current, field))
      errors[field] = [tr.t('validation.prohibited', { attribute: field })];
  if (current && current.mark !== null && current.mark !== undefined)
    errors.answer = [tr.t('homework.marked')];
  if (homework.status !== 'published')
    errors.home_work_id = [
      tr.t(homework.status === 'closed' ? 'homework.closed' : 'homework.notOpen', {
        title: homework.title,
      }),
    ];
  if (!hasWork({ ...current, ...values })) errors.answer ??= [tr.t('homework.noWork')];
  if (Object.keys(errors).length > 0) return errors;
  return pairErrors(db, homework, own, change, true, tr);
}

async function staffErrors(
  db: Executor,
  actor: Actor | null,
  homework: Homework,
  change: SubmissionChange,
  tr: Translator,
): Promise<FieldErrors> {
  const { values, current } = change;
  const next: Row = { ...current, ...values };
  const errors: FieldErrors = {};
  if (actor?.kind === 'employee' && current) {
    for (const field of HANDED_IN)
      if (rewrites(values, current, field)) errors[field] = [tr.t('homework.handedIn', { field })];
  }
  const markChecked =
    rewrites(values, current, 'mark') || rewrites(values, current, 'home_work_id');
  if (
    markChecked &&
    next.mark !== null &&
    next.mark !== undefined &&
    Number(next.mark) > homework.total_mark
  )
    errors.mark = [tr.t('homework.markAboveTotal', { max: homework.total_mark })];
  if (next.student_id === null || next.student_id === undefined) {
    errors.student_id = [tr.t('homework.studentRequired')];
    return errors;
  }
  if (Object.keys(errors).length > 0) return errors;
  return pairErrors(db, homework, Number(next.student_id), change, false, tr);
}

export const submissionRules: HooksOf<typeof studentHomeWork> = {
  async check(ctx, db, change) {
    const next: Row = { ...change.current, ...change.values };
    const homework = await homeworkOf(db, Number(next.home_work_id));
    if (!homework) return {};
    const tr = translatorFor(ctx.language ?? 'en');
    return isStudent(ctx.actor)
      ? studentErrors(db, ctx.actor, homework, change, tr)
      : staffErrors(db, ctx.actor, homework, change, tr);
  },

  async beforeSave(tx, ctx, { values, current }) {
    if (isStudent(ctx.actor) && !current) values.student_id = await ownStudentId(tx, ctx.actor);
    if (!HANDED_IN.some((field) => rewrites(values, current, field))) return;
    const homework = await homeworkOf(tx, Number(values.home_work_id ?? current?.home_work_id));
    const at = new Date();
    values.submitted_at = at.toISOString();
    values.is_late = homework ? isLate(at, homework.due_date) : false;
  },

  async afterCreate(ctx, record) {
    if (record.mark !== null && record.mark !== undefined) await notifyMark(ctx, record);
  },

  async afterUpdate(ctx, { before, after }) {
    if (after.mark === null || after.mark === undefined) return;
    if (
      before.mark !== null &&
      before.mark !== undefined &&
      Number(before.mark) === Number(after.mark)
    )
      return;
    await notifyMark(ctx, after);
  },
};
