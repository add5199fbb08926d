/**
 * An answer sheet stored as a submitted attempt (source 'imported'), so an imported sitting has
 * the same answers, outcomes and review as one taken online. It replaces the student's earlier
 * attempt at the exam, answers and all (the attempt's rows cascade).
 */
import type { Tx } from '../../../db/types';
import type { Context } from '../../../resources/context';
import { now } from '../../../resources/records';
import { insertRow, removeRow } from '../../../resources/row-writes';
import { examAttemptLabel } from '../../academics/labels';
import { examAttempt as attemptResource } from '../../../../resources/exams';

async function removeEarlierAttempt(tx: Tx, ctx: Context, examId: number, studentId: number) {
  const earlier = await tx
    .selectFrom('exam_attempts')
    .selectAll()
    .where('exam_id', '=', examId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  if (earlier) await removeRow(tx, ctx, attemptResource, earlier);
}

/** Stores the sheet as the student's one attempt at the exam; answers the attempt's id. */
export async function storeImportedAttempt(
  tx: Tx,
  ctx: Context,
  exam: { id: number; course_id: number },
  studentId: number,
  answers: ReadonlyMap<number, string[] | null>,
): Promise<number> {
  await removeEarlierAttempt(tx, ctx, exam.id, studentId);
  const stamp = now();
  const values: Record<string, unknown> = {
    exam_id: exam.id,
    student_id: studentId,
    course_id: exam.course_id,
    status: 'submitted',
    source: 'imported',
    started_at: stamp,
    submitted_at: stamp,
  };
  values.label = await examAttemptLabel(tx, values);
  const { id } = await insertRow(tx, ctx, attemptResource, values);
  if (answers.size > 0)
    await tx
      .insertInto('exam_answers')
      .values(
        [...answers].map(([questionId, answer]) => ({
          attempt_id: Number(id),
          question_id: questionId,
          answer: answer === null ? null : JSON.stringify(answer),
          saved_at: stamp,
        })),
      )
      .execute();
  return Number(id);
}
