import type { Resource } from '../../../schema';
import type { Row } from '../../db/types';
import { authorize, scopedSelect } from '../access';
import type { Context } from '../context';

/** More than any picker shows; a centre with more active rows than this needs search instead. */
const SHORT_LIST_MAX = 1000;

/**
 * A resource's short list (`only_courses`, `only_subjects`, `only_employees`): the rows the
 * caller may see that are active, as `{id, <title>}`, by title. One light query for pickers that
 * would otherwise page through whole records.
 */
export async function shortList(ctx: Context, resource: Resource): Promise<Row[]> {
  authorize(ctx, 'read', resource);
  const title = `${resource.table}.${resource.title}`;
  let query = scopedSelect(ctx, ctx.db, resource).select([`${resource.table}.id`, title]);
  if (resource.toggleField === 'is_active')
    query = query.where(`${resource.table}.is_active`, '=', 1);
  const rows = await query.orderBy(title).limit(SHORT_LIST_MAX).execute();
  return rows.map((row) => ({ id: Number(row.id), [resource.title]: row[resource.title] }));
}
