import type { Resource } from '../../../schema';
import { authorize, findScoped } from '../access';
import { writeAudit } from '../audit';
import type { Context } from '../context';
import { translateDbError } from '../db-errors';
import { unindexRecord } from '../search-index';
import { hooksOf } from '../served';
import { recordOf } from './show';

export async function deleteRecord(ctx: Context, resource: Resource, id: number): Promise<void> {
  authorize(ctx, 'delete', resource);
  const current = await findScoped(ctx, ctx.db, resource, id);
  try {
    await ctx.db.transaction().execute(async (tx) => {
      await hooksOf(ctx, resource).beforeDelete?.(tx, ctx, current);
      const before = await recordOf(tx, resource, current);
      await tx.deleteFrom(resource.table).where('id', '=', id).execute();
      await unindexRecord(tx, resource, id);
      await hooksOf(ctx, resource).afterDelete?.(tx, ctx, current);
      await writeAudit(tx, ctx, {
        action: 'delete',
        resource: resource.name,
        recordId: id,
        before,
      });
    });
  } catch (error) {
    throw translateDbError(error, resource);
  }
  ctx.counts.invalidate(resource.name);
  const files = Object.entries(resource.fields)
    .filter(([, f]) => f.type === 'file' || f.type === 'image')
    .map(([name]) => current[name])
    .filter((path): path is string => typeof path === 'string' && path !== '');
  await Promise.all(files.map((path) => ctx.storage.remove(path)));
}
