/** The ability check and the row scope, applied before any operation touches a row. */
import type { Resource } from '../../schema';
import type { SelectQueryBuilder } from 'kysely';
import type { OpenDatabase, Executor, Row } from '../db/types';
import { openTables } from '../db/types';
import { can, type Context } from './context';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from './errors';
import { parseId } from './input-bounds';
import { scopeFor } from './served';

export type Action = 'read' | 'create' | 'update' | 'delete';

export function authorize(ctx: Context, action: Action, resource: Resource): void {
  if (!ctx.actor) throw new UnauthenticatedError();
  if (!can(ctx.actor, action, resource.subject)) throw new ForbiddenError();
}

/** A select on the resource's table limited to the rows the actor may see. */
export function scopedSelect(ctx: Context, db: Executor, resource: Resource) {
  return withinScope(ctx, resource, openTables(db).selectFrom(resource.table));
}

/** `query`, over the resource's table (alone or joined), limited to the rows the actor may see. */
export function withinScope(
  ctx: Context,
  resource: Resource,
  query: SelectQueryBuilder<OpenDatabase, string, object>,
): SelectQueryBuilder<OpenDatabase, string, object> {
  const scope = scopeFor(ctx.resources, resource, ctx.actor);
  return scope && ctx.actor ? query.where((eb) => scope(eb, ctx.actor!, resource)) : query;
}

/** The row, or 404 when it does not exist or lies outside the actor's scope. */
export async function findScoped(
  ctx: Context,
  db: Executor,
  resource: Resource,
  id: number,
): Promise<Row> {
  if (parseId(id) === undefined) throw new NotFoundError();
  const row = await scopedSelect(ctx, db, resource)
    .selectAll()
    .where(`${resource.table}.id`, '=', id)
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}
