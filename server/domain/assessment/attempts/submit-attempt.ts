/**
 * The end of an attempt: marked submitted once, whoever gets there first (the student's last
 * module, or the clock seen by any call), then scored in the same transaction so that a
 * submitted attempt never lacks its result.
 */
import type { Tx } from '../../../db/types';
import type { Context } from '../../../resources/context';
import { updateRow } from '../../../resources/row-writes';
import { scoreAttempt } from '../score-attempt';
import { loadAttempt, type AttemptRecord } from './records';
import { examAttempt as attempts } from '../../../../resources/exams';

export async function submitAttempt(
  tx: Tx,
  ctx: Context,
  attempt: AttemptRecord,
  at: string,
): Promise<AttemptRecord> {
  // Locked, so that of two calls ending the attempt at once only the first submits and scores it
  // (SQLite runs one write transaction at a time already).
  let query = tx.selectFrom('exam_attempts').selectAll().where('id', '=', attempt.id);
  if (ctx.dialect === 'postgres') query = query.forUpdate();
  const current = await query.executeTakeFirstOrThrow();
  if (current.status !== 'in_progress') return loadAttempt(tx, attempt.id);
  await updateRow(tx, ctx, attempts, current, { status: 'submitted', submitted_at: at });
  await scoreAttempt(tx, ctx, attempt.id);
  return loadAttempt(tx, attempt.id);
}
