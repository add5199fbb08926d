import type { Resource } from '../../../schema';
import type { Row } from '../../db/types';
import { authorize, findScoped } from '../access';
import type { Context } from '../context';
import { updateRow } from '../row-writes';
import { afterCommit, inWriteTransaction } from '../shared-transaction';
import { validateInput } from '../validation';
import { runAfterUpdate } from '../served';
import { runWrite } from './write';

/** Changes the fields sent (partial update); answers the whole record. */
export async function updateRecord(
  ctx: Context,
  resource: Resource,
  id: number,
  body: Record<string, unknown>,
): Promise<Row> {
  authorize(ctx, 'update', resource);
  const current = await findScoped(ctx, ctx.db, resource, id);
  const input = validateInput(resource, body, 'update', ctx.language);
  const after = await runWrite(ctx, resource, input, current, (tx, values) =>
    updateRow(tx, ctx, resource, current, values),
  );
  await afterCommit(ctx, (committed) => runAfterUpdate(committed, resource, current, after));
  return after;
}

/** updateRow in a transaction of its own, then the resource's totals marked stale. */
export async function saveInTransaction(
  ctx: Context,
  resource: Resource,
  current: Row,
  values: Record<string, unknown>,
): Promise<Row> {
  const saved = await inWriteTransaction(ctx, (tx) =>
    updateRow(tx, ctx, resource, current, values),
  );
  await afterCommit(ctx, async (committed) => {
    committed.counts.invalidate(resource.name);
    await runAfterUpdate(committed, resource, current, saved);
  });
  return saved;
}
