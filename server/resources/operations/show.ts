import type { Resource } from '../../../schema';
import type { Executor, Row } from '../../db/types';
import { authorize, findScoped } from '../access';
import type { Context } from '../context';
import { toRecord } from '../records';
import { loadLinks } from '../references';

/** The API record of a row, with its many-to-many links. */
export async function recordOf(db: Executor, resource: Resource, row: Row): Promise<Row> {
  const id = Number(row.id);
  const links = await loadLinks(db, resource, [id]);
  return toRecord(resource, row, links.get(id));
}

export async function showRecord(ctx: Context, resource: Resource, id: number): Promise<Row> {
  authorize(ctx, 'read', resource);
  return recordOf(ctx.db, resource, await findScoped(ctx, ctx.db, resource, id));
}
