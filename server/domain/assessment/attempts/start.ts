/**
 * `POST /api/exam/{id}/attempt`: the student starts the exam, or comes back to the attempt they
 * have. One attempt per student and exam (deleting it lets them start over); a new one only on a
 * published exam of a course they are seated in, inside its window, with questions to answer.
 */
import type { AttemptState } from '../../../../schema';
import type { Row, Tx } from '../../../db/types';
import { authorize, findScoped } from '../../../resources/access';
import type { Context } from '../../../resources/context';
import { HttpProblem } from '../../../resources/errors';
import { insertRow } from '../../../resources/row-writes';
import { examAttemptLabel } from '../../academics/labels';
import type { PartPlan } from './plan';
import { conflict } from './problems';
import { planExam, toAttempt, toExam, type AttemptRecord, type ExamRecord } from './records';
import { settleAttempt } from './settle';
import { attemptState } from './state';
import { exam as examResource, examAttempt as attemptResource } from '../../../../resources/exams';
import { takerStudentId } from './taker';
import { refusalPhrase, startRefusal } from './timing';
import { inAttemptTransaction } from './transaction';

export interface Started {
  /** True when this call made the attempt; false when it was there already. */
  created: boolean;
  state: AttemptState;
}

async function createAttempt(
  tx: Tx,
  ctx: Context,
  exam: ExamRecord,
  studentId: number,
  plan: PartPlan[],
  now: Date,
): Promise<AttemptRecord> {
  const values: Row = {
    exam_id: exam.id,
    student_id: studentId,
    course_id: exam.course_id,
    status: 'in_progress',
    source: 'online',
    started_at: now.toISOString(),
  };
  values.label = await examAttemptLabel(tx, values);
  const resource = attemptResource;
  const record = await insertRow(tx, ctx, resource, values);
  const id = Number(record.id);
  await tx
    .insertInto('exam_attempt_parts')
    .values(
      plan.map((part, index) => ({
        attempt_id: id,
        position: index + 1,
        module_id: part.module_id,
      })),
    )
    .execute();
  const row = await tx
    .selectFrom('exam_attempts')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return toAttempt(row);
}

async function startOrResume(ctx: Context, exam: ExamRecord, studentId: number): Promise<Started> {
  return inAttemptTransaction(ctx, async (tx, txCtx) => {
    const existing = await tx
      .selectFrom('exam_attempts')
      .selectAll()
      .where('exam_id', '=', exam.id)
      .where('student_id', '=', studentId)
      .executeTakeFirst();
    const now = new Date();
    let attempt: AttemptRecord;
    if (existing) {
      attempt = toAttempt(existing);
    } else {
      const plan = await planExam(tx, exam);
      const refusal = startRefusal(exam, plan.length, now);
      if (refusal) throw conflict(refusalPhrase(refusal, exam));
      attempt = await createAttempt(tx, txCtx, exam, studentId, plan, now);
    }
    const settled = await settleAttempt(tx, txCtx, exam, attempt, { advance: true, now });
    return { created: !existing, state: await attemptState(tx, exam, settled) };
  });
}

export async function startAttempt(ctx: Context, examId: number): Promise<Started> {
  const studentId = await takerStudentId(ctx, ctx.db);
  authorize(ctx, 'read', examResource);
  const exam = toExam(await findScoped(ctx, ctx.db, examResource, examId));
  try {
    return await startOrResume(ctx, exam, studentId);
  } catch (error) {
    // Two starts at once (a double click): the second meets the first's row and resumes it.
    if (error instanceof HttpProblem) throw error;
    const raced = await ctx.db
      .selectFrom('exam_attempts')
      .select('id')
      .where('exam_id', '=', exam.id)
      .where('student_id', '=', studentId)
      .executeTakeFirst();
    if (!raced) throw error;
    return startOrResume(ctx, exam, studentId);
  }
}
