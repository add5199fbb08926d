/**
 * What a resource does on the server beyond storing its fields: its hooks (./hooks) and, per kind
 * of user, the row scope that narrows the rows they may see and change. Behaviour is bound to the
 * resource object in the server's own modules, never written in the shared config: the config is
 * bundled into the app, which must not pull in server code (queries, mail, the database).
 */
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Resource, UserKind } from '../../schema';
import type { OpenDatabase, Row } from '../db/types';
import type { Actor, Context } from './context';
import type { HooksOf, ResourceHooks } from './hooks';

/** The rows of `resource` a user may see and change, as a where-clause (lists and single rows). */
export type RowScope = (
  eb: ExpressionBuilder<OpenDatabase, string>,
  actor: Actor,
  resource: Resource,
) => Expression<SqlBool>;

/** The kinds of user the resource's config says are narrowed to some of its rows. */
type ScopedKinds<R extends Resource> = keyof R['scope'] & UserKind;

/**
 * How the server works out one of the config's computed list columns (`list.computed`,
 * docs/CONFIG.md "List columns").
 */
export interface ComputedColumnBinding {
  /**
   * The column's value for each of `rows` (a page of a list, a batch of an export), by id: one
   * grouped query for all of them, never one per row. A row left out gets null.
   */
  values: (ctx: Context, rows: readonly Row[]) => Promise<Map<number, unknown>>;
  /**
   * Rows whose value holds one of `ids`, for a column the config marks `filterable`: the list's
   * `filter[<column>]`.
   */
  where?: (
    ctx: Context,
    eb: ExpressionBuilder<OpenDatabase, string>,
    ids: readonly number[],
    resource: Resource,
  ) => Expression<SqlBool>;
}

export interface ResourceBehaviour<R extends Resource = Resource> {
  readonly resource: R;
  /** As the engine calls them, for any resource: rows of this resource's table. */
  readonly hooks: ResourceHooks;
  readonly scope: Partial<Record<UserKind, RowScope>>;
  /** The computed list columns of the config, each bound by name. */
  readonly computed: Readonly<Record<string, ComputedColumnBinding>>;
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
    /** By the names of the config's `list.computed`; the start checks both name the same. */
    computed?: Record<string, ComputedColumnBinding>;
  },
): ResourceBehaviour<R> {
  // The engine hands these hooks only input, rows and records of this resource, so they get its
  // record and stored row types.
  const hooks = (behaviour.hooks ?? {}) as ResourceHooks;
  return {
    resource,
    hooks,
    scope: behaviour.scope ?? {},
    computed: behaviour.computed ?? {},
  };
}
