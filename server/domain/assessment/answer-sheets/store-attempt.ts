/**
 * An answer sheet stored as a submitted attempt (source 'imported'), so an imported sitting has
 * the same answers, outcomes and review as one taken online. It replaces the student's earlier
 * attempt at the exam, answers and all (the attempt's rows cascade).
 */
import { resourcesByName } from '../../../../resources.config';
import type { Tx } from '../../../db/types';
import { writeAudit } from '../../../resources/audit';
import { creationStamps, type Context } from '../../../resources/context';
import { recordOf } from '../../../resources/operations/show';
import { now } from '../../../resources/records';
import { indexRecord, unindexRecord } from '../../../resources/search-index';
import { examAttemptLabel } from '../../academics/labels';

export const attemptResource = resourcesByName.get('exam-attempt')!;

async function removeEarlierAttempt(tx: Tx, ctx: Context, examId: number, studentId: number) {
  const earlier = await tx
    .selectFrom('exam_attempts')
    .selectAll()
    .where('exam_id', '=', examId)
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  if (!earlier) return;
  const id = Number(earlier.id);
  const before = await recordOf(tx, attemptResource, earlier);
  await tx.deleteFrom('exam_attempts').where('id', '=', id).execute();
  await unindexRecord(tx, attemptResource, id);
  await writeAudit(tx, ctx, {
    action: 'delete',
    resource: attemptResource.name,
    recordId: id,
    before,
  });
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
  const row = await tx
    .insertInto('exam_attempts')
    .values({ ...values, ...creationStamps(ctx, stamp) })
    .returningAll()
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  if (answers.size > 0)
    await tx
      .insertInto('exam_answers')
      .values(
        [...answers].map(([questionId, answer]) => ({
          attempt_id: id,
          question_id: questionId,
          answer: answer === null ? null : JSON.stringify(answer),
          saved_at: stamp,
        })),
      )
      .execute();
  await indexRecord(tx, attemptResource, id, row);
  const after = await recordOf(tx, attemptResource, row);
  await writeAudit(tx, ctx, {
    action: 'create',
    resource: attemptResource.name,
    recordId: id,
    after,
  });
  return id;
}
