/**
 * Every call on an attempt is one transaction: the clock's effects (closing parts, submitting,
 * scoring) land with the student's own change or not at all. Afterwards the list totals of the
 * records such a call may write are stale.
 */
import type { Tx } from '../../../db/types';
import type { Context } from '../../../resources/context';

const WRITTEN = ['exam-attempt', 'exam-result', 'sat-score'];

export async function inAttemptTransaction<T>(
  ctx: Context,
  work: (tx: Tx, txCtx: Context) => Promise<T>,
): Promise<T> {
  const result = await ctx.db.transaction().execute((tx) => work(tx, { ...ctx, db: tx }));
  for (const resource of WRITTEN) ctx.counts.invalidate(resource);
  return result;
}
