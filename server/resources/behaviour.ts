/**
 * What a resource does on the server beyond storing its fields: its hooks (./hooks) and, per kind
 * of user, the row scope that narrows the rows they may see and change. Behaviour is bound to the
 * resource object in the server's own modules, never written in the shared config: the config is
 * bundled into the app, which must not pull in server code (queries, mail, the database).
 */
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Resource, UserKind } from '../../schema';
import type { OpenDatabase } from '../db/types';
import type { Actor } from './context';
import type { HooksOf, ResourceHooks } from './hooks';

/** The rows of `resource` a user may see and change, as a where-clause (lists and single rows). */
export type RowScope = (
  eb: ExpressionBuilder<OpenDatabase, string>,
  actor: Actor,
  resource: Resource,
) => Expression<SqlBool>;

/** The kinds of user the resource's config says are narrowed to some of its rows. */
type ScopedKinds<R extends Resource> = keyof R['scope'] & UserKind;

export interface ResourceBehaviour<R extends Resource = Resource> {
  readonly resource: R;
  /** As the engine calls them, for any resource: rows of this resource's table. */
  readonly hooks: ResourceHooks;
  readonly scope: Partial<Record<UserKind, RowScope>>;
}

/**
 * The behaviour of `resource`. Its row scopes are given for exactly the kinds of user its config
 * narrows (`scope` there), which the served set checks when the server starts.
 */
export function behaviourOf<R extends Resource>(
  resource: R,
  behaviour: {
    hooks?: HooksOf<R>;
    scope?: Partial<Record<ScopedKinds<R>, RowScope>>;
  },
): ResourceBehaviour<R> {
  // The engine hands these hooks only input, rows and records of this resource, so they get its
  // record and stored row types.
  const hooks = (behaviour.hooks ?? {}) as ResourceHooks;
  return { resource, hooks, scope: behaviour.scope ?? {} };
}
