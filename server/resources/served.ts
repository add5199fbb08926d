/**
 * The resources an app serves, each with its server behaviour. The engine reads behaviour only
 * from here (through the context), so it never imports the domain: the product's set is assembled
 * in server/resources.server.ts, and a test may serve a set of its own.
 */
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import {
  ConfigError,
  isActorSet,
  type ActorSet,
  type Resource,
  type RowFilter,
  type UserKind,
} from '../../schema';
import type { OpenDatabase, Row } from '../db/types';
import type { Actor, Context } from './context';
import type { ResourceHooks } from './hooks';
import type { ComputedColumnBinding, ResourceBehaviour, RowScope } from './behaviour';
import { checkSearchKeys } from './search-document-id';

type Eb = ExpressionBuilder<OpenDatabase, string>;
type Condition = Expression<SqlBool>;

export interface ServedResources {
  readonly all: readonly Resource[];
  /** The resource served at `/api/{name}` (or a reference field's target). */
  named(name: string): Resource | undefined;
  behaviourOf(resource: Resource): ResourceBehaviour;
  /** The rows a user of `kind` may see and change, whether the config or code states it. */
  scopeOf(resource: Resource, kind: UserKind): RowScope | undefined;
}

/** How the server narrows a column to one of the signed-in user's id sets (schema/row-scope.ts). */
export type ActorSets = Record<ActorSet, (eb: Eb, actor: Actor, column: string) => Condition>;

/**
 * Binds each behaviour to its resource. Fails at start when a behaviour is given twice or for a
 * resource not served, or when the row scopes bound as code differ from the kinds of user the
 * config marks `true` (a kind without its scope would see every row), or when two searchable
 * tables would share search document ids.
 */
export function serveResources(
  resources: readonly Resource[],
  behaviours: readonly ResourceBehaviour[],
  actorSets: ActorSets,
): ServedResources {
  checkSearchKeys(resources);
  const byName = new Map(resources.map((r) => [r.name, r]));
  const bound = new Map<Resource, ResourceBehaviour>();
  for (const behaviour of behaviours) {
    const { resource } = behaviour;
    if (byName.get(resource.name) !== resource)
      throw new ConfigError(`Behaviour given for "${resource.name}", which is not served`);
    if (bound.has(resource))
      throw new ConfigError(`Behaviour of "${resource.name}" is given twice`);
    bound.set(resource, behaviour);
  }
  const scopes = new Map<Resource, Partial<Record<UserKind, RowScope>>>();
  for (const resource of resources) {
    const byCode = bound.get(resource)?.scope ?? {};
    const declared = Object.entries(resource.scope)
      .filter(([, entry]) => entry === true)
      .map(([kind]) => kind)
      .sort()
      .join(', ');
    const given = Object.keys(byCode).sort().join(', ');
    if (declared !== given)
      throw new ConfigError(
        `Resource "${resource.name}" narrows rows by code for [${declared}] but has scopes for [${given}]`,
      );
    scopes.set(resource, { ...filterScopes(resource, actorSets), ...byCode });
    checkComputedColumns(resource, bound.get(resource)?.computed ?? {});
  }
  return {
    all: resources,
    named: (name) => byName.get(name),
    behaviourOf: (resource) =>
      bound.get(resource) ?? { resource, hooks: {}, scope: {}, computed: {} },
    scopeOf: (resource, kind) => scopes.get(resource)?.[kind],
  };
}

/**
 * Every computed list column of the config has its binding and no binding is left over, and a
 * `filterable` one can filter: otherwise a list would answer a column with nothing in it, or
 * refuse a filter the config offers.
 */
function checkComputedColumns(
  resource: Resource,
  bound: Readonly<Record<string, ComputedColumnBinding>>,
): void {
  const declared = Object.keys(resource.list.computed).sort().join(', ');
  const given = Object.keys(bound).sort().join(', ');
  if (declared !== given)
    throw new ConfigError(
      `Resource "${resource.name}" computes list columns [${declared}] but binds [${given}]`,
    );
  for (const [name, column] of Object.entries(resource.list.computed)) {
    if (column.type === 'references' && column.filterable && !bound[name]?.where)
      throw new ConfigError(
        `Resource "${resource.name}": computed list column "${name}" is filterable but has no filter`,
      );
  }
}

/** The scopes the config states as column filters, as where-clauses. */
function filterScopes(
  resource: Resource,
  actorSets: ActorSets,
): Partial<Record<UserKind, RowScope>> {
  const scopes: Partial<Record<UserKind, RowScope>> = {};
  for (const [kind, entry] of Object.entries(resource.scope) as [UserKind, true | RowFilter][]) {
    if (entry === true) continue;
    const columns = Object.entries(entry);
    scopes[kind] = (eb, actor, r) =>
      eb.and(
        columns.map(([column, allowed]) =>
          isActorSet(allowed)
            ? actorSets[allowed](eb, actor, `${r.table}.${column}`)
            : eb(`${r.table}.${column}`, 'in', allowed),
        ),
      );
  }
  return scopes;
}

/** The scope that applies to this actor on this resource, if any. */
export function scopeFor(
  served: ServedResources,
  resource: Resource,
  actor: Actor | null,
): RowScope | undefined {
  if (!actor) return undefined;
  const own = served.scopeOf(resource, actor.kind);
  const fixed = resource.rows;
  if (!fixed) return own;
  const ofResource: RowScope = (eb, _actor, r) =>
    eb.and(Object.entries(fixed).map(([column, value]) => eb(`${r.table}.${column}`, '=', value)));
  return own ? (eb, a, r) => eb.and([ofResource(eb, a, r), own(eb, a, r)]) : ofResource;
}

/** The hooks of `resource` in the app the context belongs to. */
export const hooksOf = (ctx: Context, resource: Resource): ResourceHooks =>
  ctx.resources.behaviourOf(resource).hooks;

async function runAfter(label: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    console.error(`${label} failed:`, error);
  }
}

/** The after-update hook, once committed; a failure is logged, never undoes the change. */
export async function runAfterUpdate(
  ctx: Context,
  resource: Resource,
  before: Row,
  after: Row,
): Promise<void> {
  const hook = hooksOf(ctx, resource).afterUpdate;
  if (hook) {
    await runAfter(`After-update hook of ${resource.name} #${String(after.id)}`, () =>
      hook(ctx, { before, after }),
    );
  }
}

/** The after-create hook, once committed; a failure is logged, never undoes the change. */
export async function runAfterCreate(ctx: Context, resource: Resource, record: Row): Promise<void> {
  const hook = hooksOf(ctx, resource).afterCreate;
  if (hook) {
    await runAfter(`After-create hook of ${resource.name} #${String(record.id)}`, () =>
      hook(ctx, record),
    );
  }
}
