/**
 * Stores already-checked values of one row inside a caller's transaction, with what a write
 * through the engine leaves behind: stamps, search tokens and an audit entry. For domain writes
 * that decide themselves who may write what (an approved cancel request's session, a class's
 * attendance roster); values must already carry what the resource's hooks derive (labels).
 */
import type { Resource } from '../../../schema';
import type { Row, Tx } from '../../db/types';
import { writeAudit } from '../audit';
import { actorId, type Context } from '../context';
import { now, toRow } from '../records';
import { indexRecord } from '../search-index';
import { recordOf } from './show';

/** Inserts the row, or changes the stored one (`current`); answers the API record. */
export async function saveRow(
  tx: Tx,
  ctx: Context,
  resource: Resource,
  values: Row,
  current: Row | undefined,
): Promise<Row> {
  const stamp = now();
  const by = actorId(ctx);
  const row = current
    ? await tx
        .updateTable(resource.table)
        .set({ ...toRow(resource, values), updated_at: stamp, updated_by: by })
        .where('id', '=', Number(current.id))
        .returningAll()
        .executeTakeFirstOrThrow()
    : await tx
        .insertInto(resource.table)
        .values({
          ...toRow(resource, values),
          ...resource.rows,
          created_at: stamp,
          updated_at: stamp,
          created_by: by,
          updated_by: by,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
  const id = Number(row.id);
  await indexRecord(tx, resource, id, row);
  const after = await recordOf(tx, resource, row);
  await writeAudit(tx, ctx, {
    action: current ? 'update' : 'create',
    resource: resource.name,
    recordId: id,
    before: current ? await recordOf(tx, resource, current) : null,
    after,
  });
  return after;
}
