/**
 * Row scopes named in resources.config.ts (`scope: { employee: 'createdBySelf' }`): for a user of
 * that kind, the rows of the resource they may see and change. Each is a where-clause, so the
 * scope is applied in SQL for lists and single rows alike.
 */
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Resource } from '../../../schema';
import type { Database } from '../../db/types';
import type { Actor } from '../../resources/context';

export type RowScope = (
  eb: ExpressionBuilder<Database, string>,
  actor: Actor,
  resource: Resource,
) => Expression<SqlBool>;

export const rowScopes: Record<string, RowScope> = {
  /** Rows the user recorded themselves. */
  createdBySelf: (eb, actor, resource) => eb(`${resource.table}.created_by`, '=', actor.id),
  /** The user's own row (of the users table). */
  self: (eb, actor, resource) => eb(`${resource.table}.id`, '=', actor.id),
};

/** The scope that applies to this actor on this resource, if any. */
export function scopeFor(resource: Resource, actor: Actor | null): RowScope | undefined {
  if (!actor) return undefined;
  const name = resource.scope[actor.kind];
  if (name === undefined) return undefined;
  const scope = rowScopes[name];
  if (!scope) throw new Error(`Resource "${resource.name}" names unknown row scope "${name}"`);
  return scope;
}
