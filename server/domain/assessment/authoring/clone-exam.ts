/**
 * A copy of an exam to start the next one from (docs/API.md "Exam authoring"): a draft with the
 * same settings and a copy of every question, regular or SAT, in their order, written in one
 * transaction through the one write path. Results and attempts stay with the original.
 */
import { exam, examQuestion } from '../../../../resources/exams';
import type { Resource } from '../../../../schema';
import type { Row } from '../../../db/types';
import { authorize, findScoped } from '../../../resources/access';
import type { Context } from '../../../resources/context';
import { isColumn } from '../../../resources/records';
import { insertRow, insertRows } from '../../../resources/row-writes';
import { afterCommit, inWriteTransaction } from '../../../resources/shared-transaction';

/**
 * A stored row as the values insertRow stores again unchanged: JSON text read back as its value
 * (it is written as JSON once more). Derived fields (`readOnly`: a question's label) are left to
 * the hooks that derive them.
 */
function copiedValues(resource: Resource, row: Row, leaveOut: readonly string[]): Row {
  const values: Row = {};
  for (const [name, field] of Object.entries(resource.fields)) {
    if (!isColumn(field) || field.readOnly || leaveOut.includes(name)) continue;
    const value = row[name];
    values[name] =
      field.type === 'json' && typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  }
  return values;
}

/** The copy's title: the original's with the suffix, shortened to fit the title's length. */
function copyTitle(title: string, suffix: string): string {
  const max = exam.fields.title.max ?? Number.POSITIVE_INFINITY;
  const room = Math.max(0, max - suffix.length - 1);
  return `${[...title].slice(0, room).join('').trimEnd()} ${suffix}`;
}

export async function cloneExam(ctx: Context, examId: number, titleSuffix: string): Promise<Row> {
  authorize(ctx, 'create', exam);
  authorize(ctx, 'create', examQuestion);
  const source = await findScoped(ctx, ctx.db, exam, examId);
  const copy = await inWriteTransaction(ctx, async (tx) => {
    const questions = await tx
      .selectFrom(examQuestion.table)
      .selectAll()
      .where('exam_id', '=', examId)
      .orderBy('position')
      .orderBy('id')
      .execute();
    const created = await insertRow(tx, ctx, exam, {
      ...copiedValues(exam, source, []),
      title: copyTitle(String(source.title), titleSuffix),
      status: 'draft',
      results_released: false,
    });
    // Placed at the end of the arranged list in the original's order (position left empty).
    await insertRows(
      tx,
      ctx,
      examQuestion,
      questions.map((question) => ({
        ...copiedValues(examQuestion, question, ['position']),
        exam_id: created.id,
        position: null,
      })),
    );
    return created;
  });
  await afterCommit(ctx, async (committed) => {
    committed.counts.invalidate(exam.name);
    committed.counts.invalidate(examQuestion.name);
  });
  return copy;
}
