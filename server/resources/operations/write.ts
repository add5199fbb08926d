/**
 * The fixed pipeline every write runs (after Payload): access → validate → prepare → one
 * transaction (row, links, search tokens, audit) → commit → file clean-up.
 */
import type { Resource } from '../../../schema';
import type { Row, Tx } from '../../db/types';
import type { Context } from '../context';
import { translateDbError } from '../db-errors';
import { prepareWrite } from '../prepare';

export async function runWrite<T>(
  ctx: Context,
  resource: Resource,
  input: Record<string, unknown>,
  current: Row | undefined,
  write: (tx: Tx, values: Record<string, unknown>) => Promise<T>,
): Promise<T> {
  const prepared = await prepareWrite(ctx, ctx.db, resource, input, current);
  let result: T;
  try {
    result = await ctx.db.transaction().execute((tx) => write(tx, prepared.values));
  } catch (error) {
    await Promise.all(prepared.storedFiles.map((path) => ctx.storage.remove(path)));
    throw translateDbError(error, resource);
  }
  ctx.counts.invalidate(resource.name);
  await Promise.all(prepared.replacedFiles.map((path) => ctx.storage.remove(path)));
  return result;
}
