/**
 * Who may take an exam: a signed-in student, with leave to make attempts (`create ExamAttempt`),
 * on attempts of their own. Parents, tutors and admins see attempts through the review, never
 * through the calls that change one.
 */
import type { Executor } from '../../../db/types';
import { authorize, findScoped } from '../../../resources/access';
import type { Context } from '../../../resources/context';
import { NotFoundError } from '../../../resources/errors';
import { notTheTaker } from './problems';
import { loadExam, toAttempt, type AttemptRecord, type ExamRecord } from './records';
import { examAttempt as attemptResource } from '../../../../resources/exams';

/** The caller's student profile id; 403 for anyone who is not a student. */
export async function takerStudentId(ctx: Context, db: Executor): Promise<number> {
  authorize(ctx, 'create', attemptResource);
  const actor = ctx.actor!;
  if (actor.kind !== 'student') throw notTheTaker();
  const row = await db
    .selectFrom('students')
    .select('id')
    .where('user_id', '=', actor.id)
    .executeTakeFirst();
  if (!row) throw notTheTaker();
  return Number(row.id);
}

/** The caller's own attempt and its exam; 404 for anyone else's, as the row scope says. */
export async function takersAttempt(
  ctx: Context,
  db: Executor,
  attemptId: number,
): Promise<{ attempt: AttemptRecord; exam: ExamRecord }> {
  const studentId = await takerStudentId(ctx, db);
  const attempt = toAttempt(await findScoped(ctx, db, attemptResource, attemptId));
  if (attempt.student_id !== studentId) throw new NotFoundError();
  return { attempt, exam: await loadExam(db, attempt.exam_id) };
}
