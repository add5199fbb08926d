/**
 * A corrected answer key changes scores already given: when a question of an exam with submitted
 * attempts is changed, added or removed, every submitted attempt of that exam is scored again,
 * so that no result shown was computed from a key that no longer holds.
 */
import type { RecordOf } from '../../../schema';
import type { Executor, Row, Tx } from '../../db/types';
import type { Context } from '../../resources/context';
import { toRow } from '../../resources/records';
import type { HooksOf } from '../../resources/hooks';
import { scoreAttempt } from './score-attempt';
import { examQuestion } from '../../../resources/exams';

/** The fields of a question that its score depends on. */
const SCORED_FIELDS: readonly (keyof RecordOf<typeof examQuestion>)[] = [
  'answers',
  'options',
  'marks',
  'type',
  'module_id',
  'sub_score_id',
  'cross_test_id',
];

export async function rescoreExam(tx: Tx, ctx: Context, examId: number): Promise<number> {
  const attempts = await submittedAttempts(tx, examId);
  for (const id of attempts) await scoreAttempt(tx, ctx, id);
  return attempts.length;
}

async function submittedAttempts(db: Executor, examId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('exam_attempts')
    .select('id')
    .where('exam_id', '=', examId)
    .where('status', '=', 'submitted')
    .execute();
  return rows.map((r) => Number(r.id));
}

export const rescoreOnQuestionChange: HooksOf<typeof examQuestion> = {
  beforeSave: async (tx, ctx, { values, current }) => {
    if (!current) return;
    const stored = toRow(
      examQuestion,
      Object.fromEntries(SCORED_FIELDS.filter((f) => f in values).map((f) => [f, values[f]])),
    );
    // Compared column by column as toRow named them, so the row is read by any column name.
    const before: Row = current;
    const changed = Object.entries(stored).filter(([f, v]) => v !== before[f]);
    if (changed.length === 0) return;
    // Scoring reads the stored question: store the new key first, then score again.
    await tx
      .updateTable('exam_questions')
      .set(Object.fromEntries(changed))
      .where('id', '=', current.id)
      .execute();
    await rescoreExam(tx, ctx, Number(current.exam_id));
  },
  afterDelete: async (tx, ctx, row) => {
    await rescoreExam(tx, ctx, Number(row.exam_id));
  },
  afterCreate: async (ctx, record) => {
    const examId = Number(record.exam_id);
    if ((await submittedAttempts(ctx.db, examId)).length === 0) return;
    await ctx.db.transaction().execute((tx) => rescoreExam(tx, ctx, examId));
  },
};
