import type { Resource } from '../../../schema';
import { authorize, scopedSelect } from '../access';
import { writeAudit } from '../audit';
import { actorId, type Context } from '../context';
import { translatorFor } from '../../i18n/translate';
import { ValidationError } from '../errors';
import { parseId } from '../input-bounds';
import { now } from '../records';
import { openTables } from '../../db/types';

/**
 * Writes positions 1…n in the order given. Every id must be a row the actor may change, and no id
 * may repeat; rows not named keep their positions.
 */
export async function arrangeOrder(
  ctx: Context,
  resource: Resource,
  items: unknown,
): Promise<void> {
  const order = resource.arrangeOrder;
  if (!order) throw new Error(`Resource "${resource.name}" has no arrange order`);
  authorize(ctx, 'update', resource);
  const tr = translatorFor(ctx.language ?? 'en');
  const ids = Array.isArray(items)
    ? items.map((v) => parseId(typeof v === 'object' && v !== null && 'id' in v ? v.id : v))
    : [];
  if (ids.length === 0 || ids.some((id) => id === undefined)) {
    throw ValidationError.field('items', tr.t('records.itemsIds'));
  }
  const rows = ids as number[];
  if (new Set(rows).size !== ids.length)
    throw ValidationError.field('items', tr.t('records.itemsRepeated'));
  const found = await scopedSelect(ctx, ctx.db, resource)
    .select(`${resource.table}.id`)
    .where(`${resource.table}.id`, 'in', rows)
    .execute();
  if (found.length !== rows.length)
    throw ValidationError.field('items', tr.t('records.itemsMissing'));
  await ctx.db.transaction().execute(async (tx) => {
    for (const [index, id] of rows.entries()) {
      await openTables(tx)
        .updateTable(resource.table)
        .set({ [order.field]: index + 1, updated_at: now(), updated_by: actorId(ctx) })
        .where('id', '=', id)
        .execute();
    }
    await writeAudit(tx, ctx, {
      action: 'arrange-order',
      resource: resource.name,
      recordId: 0,
      after: { items: rows },
    });
  });
}
