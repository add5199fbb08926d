/**
 * The fixed pipeline every write runs (after Payload): access → validate → prepare → one
 * transaction (row, links, search document, audit) → commit → file clean-up. A write that joins a
 * shared transaction (shared-transaction.ts) leaves the clean-up to that transaction's outcome.
 */
import type { Resource } from '../../../schema';
import type { Row, Tx } from '../../db/types';
import type { Context } from '../context';
import { translateDbError } from '../db-errors';
import { prepareWrite } from '../prepare';
import { afterCommit, inWriteTransaction, onRollback } from '../shared-transaction';

export async function runWrite<T>(
  ctx: Context,
  resource: Resource,
  input: Record<string, unknown>,
  current: Row | undefined,
  write: (tx: Tx, values: Record<string, unknown>) => Promise<T>,
): Promise<T> {
  const prepared = await prepareWrite(ctx, ctx.db, resource, input, current);
  const removeStored = async () => {
    await Promise.all(prepared.storedFiles.map((path) => ctx.storage.remove(path)));
  };
  let result: T;
  try {
    result = await inWriteTransaction(ctx, (tx) => write(tx, prepared.values));
  } catch (error) {
    await removeStored();
    throw translateDbError(error, resource, ctx.language);
  }
  onRollback(ctx, removeStored);
  await afterCommit(ctx, async () => {
    ctx.counts.invalidate(resource.name);
    await Promise.all(prepared.replacedFiles.map((path) => ctx.storage.remove(path)));
  });
  return result;
}
