import { enums, type Resource } from '../../../schema';
import type { Row } from '../../db/types';
import { authorize, findScoped } from '../access';
import type { Context } from '../context';
import { NotFoundError, ValidationError } from '../errors';
import { saveInTransaction } from './update';

/** Sets the resource's status field to one of its enum's values. */
export async function changeStatus(
  ctx: Context,
  resource: Resource,
  id: number,
  raw: unknown,
): Promise<Row> {
  const name = resource.statusField;
  const field = name ? resource.fields[name] : undefined;
  if (!name || field?.type !== 'choice') throw new NotFoundError();
  authorize(ctx, 'update', resource);
  const current = await findScoped(ctx, ctx.db, resource, id);
  const values = enums[field.enum] as readonly (string | number)[];
  const value =
    typeof values[0] === 'number' && typeof raw === 'string' && /^\d+$/.test(raw)
      ? Number(raw)
      : raw;
  if (!values.includes(value as string | number)) {
    throw ValidationError.field(name, `The selected ${name} is invalid.`);
  }
  return saveInTransaction(ctx, resource, current, { [name]: value });
}
