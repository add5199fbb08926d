import type { Resource } from '../../../schema';
import type { Row, Tx } from '../../db/types';
import { authorize, findScoped } from '../access';
import { writeAudit } from '../audit';
import { actorId, type Context } from '../context';
import { now, toRow } from '../records';
import { linkFields, syncLinks } from '../references';
import { afterCommit, inWriteTransaction } from '../shared-transaction';
import { indexRecord } from '../search-index';
import { validateInput } from '../validation';
import { recordOf } from './show';
import { hooksOf, runAfterUpdate } from '../served';
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
  const input = validateInput(resource, body, 'update');
  const after = await runWrite(ctx, resource, input, current, (tx, values) =>
    saveChanges(ctx, tx, resource, current, values),
  );
  await afterCommit(ctx, (committed) => runAfterUpdate(committed, resource, current, after));
  return after;
}

/** Writes already-checked values to a row: links, search tokens and the audit entry included. */
export async function saveChanges(
  ctx: Context,
  tx: Tx,
  resource: Resource,
  current: Row,
  values: Record<string, unknown>,
): Promise<Row> {
  const id = Number(current.id);
  const before = await recordOf(tx, resource, current);
  const { beforeSave, afterSave } = hooksOf(ctx, resource);
  if (beforeSave) await beforeSave(tx, ctx, { values, current });
  const row = await tx
    .updateTable(resource.table)
    .set({ ...toRow(resource, values), updated_at: now(), updated_by: actorId(ctx) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (afterSave) await afterSave(tx, ctx, { row, current });
  for (const [name, field] of linkFields(resource)) {
    if (name in values) await syncLinks(tx, field, id, (values[name] as number[] | null) ?? []);
  }
  await indexRecord(tx, resource, id, row);
  const after = await recordOf(tx, resource, row);
  await writeAudit(tx, ctx, {
    action: 'update',
    resource: resource.name,
    recordId: id,
    before,
    after,
  });
  return after;
}

/** saveChanges in a transaction of its own, then the resource's totals marked stale. */
export async function saveInTransaction(
  ctx: Context,
  resource: Resource,
  current: Row,
  values: Record<string, unknown>,
): Promise<Row> {
  const saved = await inWriteTransaction(ctx, (tx) =>
    saveChanges(ctx, tx, resource, current, values),
  );
  await afterCommit(ctx, async (committed) => {
    committed.counts.invalidate(resource.name);
    await runAfterUpdate(committed, resource, current, saved);
  });
  return saved;
}
