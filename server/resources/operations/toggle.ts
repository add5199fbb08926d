import type { Resource } from '../../../schema';
import type { Row } from '../../db/types';
import { authorize, findScoped } from '../access';
import type { Context } from '../context';
import { NotFoundError } from '../errors';
import { saveInTransaction } from './update';

/** Flips the resource's toggle field (is_active, usually). */
export async function toggleRecord(ctx: Context, resource: Resource, id: number): Promise<Row> {
  const field = resource.toggleField;
  if (!field) throw new NotFoundError();
  authorize(ctx, 'update', resource);
  const current = await findScoped(ctx, ctx.db, resource, id);
  const next = Number(current[field]) !== 1;
  return saveInTransaction(ctx, resource, current, { [field]: next });
}
