import type { Resource } from '../../../schema';
import { authorize, findScoped } from '../access';
import type { Context } from '../context';
import { translateDbError } from '../db-errors';
import { removeRow } from '../row-writes';

export async function deleteRecord(ctx: Context, resource: Resource, id: number): Promise<void> {
  authorize(ctx, 'delete', resource);
  const current = await findScoped(ctx, ctx.db, resource, id);
  try {
    await ctx.db.transaction().execute((tx) => removeRow(tx, ctx, resource, current));
  } catch (error) {
    throw translateDbError(error, resource, ctx.language);
  }
  ctx.counts.invalidate(resource.name);
  const files = Object.entries(resource.fields)
    .filter(([, f]) => f.type === 'file' || f.type === 'image')
    .map(([name]) => current[name])
    .filter((path): path is string => typeof path === 'string' && path !== '');
  await Promise.all(files.map((path) => ctx.storage.remove(path)));
}
