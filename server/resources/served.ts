/**
 * The resources an app serves, each with its server behaviour. The engine reads behaviour only
 * from here (through the context), so it never imports the domain: the product's set is assembled
 * in server/resources.server.ts, and a test may serve a set of its own.
 */
import { ConfigError, type Resource } from '../../schema';
import type { Row } from '../db/types';
import type { Actor, Context } from './context';
import type { ResourceHooks } from './hooks';
import type { ResourceBehaviour, RowScope } from './behaviour';

export interface ServedResources {
  readonly all: readonly Resource[];
  /** The resource served at `/api/{name}` (or a reference field's target). */
  named(name: string): Resource | undefined;
  behaviourOf(resource: Resource): ResourceBehaviour;
}

/**
 * Binds each behaviour to its resource. Fails at start when a behaviour is given twice or for a
 * resource not served, or when the row scopes bound differ from the kinds of user the config
 * narrows (a kind without its scope would see every row).
 */
export function serveResources(
  resources: readonly Resource[],
  behaviours: readonly ResourceBehaviour[],
): ServedResources {
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
  for (const resource of resources) {
    const declared = Object.keys(resource.scope).sort().join(', ');
    const given = Object.keys(bound.get(resource)?.scope ?? {})
      .sort()
      .join(', ');
    if (declared !== given)
      throw new ConfigError(
        `Resource "${resource.name}" narrows rows for [${declared}] but has scopes for [${given}]`,
      );
  }
  return {
    all: resources,
    named: (name) => byName.get(name),
    behaviourOf: (resource) => bound.get(resource) ?? { resource, hooks: {}, scope: {} },
  };
}

/** The scope that applies to this actor on this resource, if any. */
export function scopeFor(
  served: ServedResources,
  resource: Resource,
  actor: Actor | null,
): RowScope | undefined {
  if (!actor) return undefined;
  const own = served.behaviourOf(resource).scope[actor.kind];
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
