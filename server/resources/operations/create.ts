import type { Resource } from '../../../schema';
import type { Row } from '../../db/types';
import { authorize } from '../access';
import { writeAudit } from '../audit';
import { creationStamps, type Context } from '../context';
import { now, toRow } from '../records';
import { linkFields, syncLinks } from '../references';
import { afterCommit } from '../shared-transaction';
import { indexRecord } from '../search-index';
import { validateInput } from '../validation';
import { recordOf } from './show';
import { hooksOf, runAfterCreate } from '../served';
import { runWrite } from './write';

/**
 * Validates, prepares and writes a new record. `trusted`: the caller has already decided who may
 * do this (the public site's tutoring form, which nobody signs in for), so no ability is asked.
 */
export async function createRecord(
  ctx: Context,
  resource: Resource,
  body: Record<string, unknown>,
  { trusted = false }: { trusted?: boolean } = {},
): Promise<Row> {
  if (!trusted) authorize(ctx, 'create', resource);
  const input = validateInput(resource, body, 'create');
  const { beforeSave, afterSave } = hooksOf(ctx, resource);
  const created = await runWrite(ctx, resource, input, undefined, async (tx, values) => {
    if (beforeSave) await beforeSave(tx, ctx, { values, current: undefined });
    const order = resource.arrangeOrder;
    if (order && (values[order.field] === null || values[order.field] === undefined)) {
      // A new row goes to the end of an arranged list.
      const last = await tx
        .selectFrom(resource.table)
        .select((eb) => eb.fn.max(order.field).as('last'))
        .executeTakeFirst();
      values[order.field] = Number(last?.last ?? 0) + 1;
    }
    const stamp = now();
    const row = await tx
      .insertInto(resource.table)
      .values({ ...toRow(resource, values), ...resource.rows, ...creationStamps(ctx, stamp) })
      .returningAll()
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    if (afterSave) await afterSave(tx, ctx, { row, current: undefined });
    for (const [name, field] of linkFields(resource))
      await syncLinks(tx, field, id, (values[name] as number[] | undefined) ?? []);
    await indexRecord(tx, resource, id, row);
    const record = await recordOf(tx, resource, row);
    await writeAudit(tx, ctx, {
      action: 'create',
      resource: resource.name,
      recordId: id,
      after: record,
    });
    return record;
  });
  await afterCommit(ctx, (committed) => runAfterCreate(committed, resource, created));
  return created;
}
