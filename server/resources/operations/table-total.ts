import { compactRowCounts, keptRowCount, ROWS_BEFORE_COMPACTING } from '../../db/row-counts';
import type { Context } from '../context';

/**
 * The exact number of rows in `table` from its kept count (docs/DATABASE.md "Row counts"), or
 * undefined when the table's count is not kept.
 */
export async function tableTotal(ctx: Context, table: string): Promise<number | undefined> {
  const kept = await keptRowCount(ctx.db, table);
  if (kept && kept.rows > ROWS_BEFORE_COMPACTING)
    // Not awaited: the total is already known. A fold that fails changes nothing (it is one
    // statement), and the next read past the limit folds again.
    void compactRowCounts(ctx.db, table).catch(() => undefined);
  return kept?.total;
}
