/**
 * Writes the class-session row of one slot and date inside a caller's transaction (an approved
 * cancel request): created when the date had none, changed when it had one. The row gets what a
 * write through the engine gives it: its label, search tokens, stamps and an audit entry.
 */
import { resourcesByName } from '../../../resources.config';
import type { Row, Tx } from '../../db/types';
import { writeAudit } from '../../resources/audit';
import { actorId, type Context } from '../../resources/context';
import { recordOf } from '../../resources/operations/show';
import { now, toRow } from '../../resources/records';
import { indexRecord } from '../../resources/search-index';
import { labelHook } from '../academics/labels';

const sessions = () => resourcesByName.get('class-session')!;
const label = labelHook('class-session')!;

/** `changesFor` sees the stored row (undefined when there is none) and answers the values to set. */
export async function saveSessionRecord(
  tx: Tx,
  ctx: Context,
  key: { schedule_id: number; date: string },
  changesFor: (current: Row | undefined) => Row,
): Promise<Row> {
  const resource = sessions();
  const current = await tx
    .selectFrom('class_sessions')
    .selectAll()
    .where('schedule_id', '=', key.schedule_id)
    .where('date', '=', key.date)
    .executeTakeFirst();
  const values: Row = current
    ? changesFor(current)
    : { ...key, status: 0, ...changesFor(undefined) };
  await label(tx, ctx, { values, current });
  const stamp = now();
  const by = actorId(ctx);
  const row = current
    ? await tx
        .updateTable('class_sessions')
        .set({ ...toRow(resource, values), updated_at: stamp, updated_by: by })
        .where('id', '=', Number(current.id))
        .returningAll()
        .executeTakeFirstOrThrow()
    : await tx
        .insertInto('class_sessions')
        .values({
          ...toRow(resource, values),
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
