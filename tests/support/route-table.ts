/**
 * Every route a running Fastify app serves, read from its own route table (`printRoutes`), so a
 * sweep over routes covers a route added tomorrow without anyone listing it.
 */
import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  /** The path as registered, with `:name` parameters and a trailing `*` for wildcards. */
  url: string;
}

const LINE = /^([\s│├└─]*)(\S.*?) \(([A-Z, ]+)\)$/u;

/** Reads the tree `printRoutes({commonPrefix: false})` draws: four columns per level. */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const entries: RouteEntry[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4 - 1;
    prefixes.length = depth;
    const url = prefixes.join('') + segment;
    prefixes.push(segment);
    for (const method of methods.split(', ')) entries.push({ method, url });
  }
  return entries;
}

/** The route's parameter names, in order. */
export function paramsOf(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
}

/** The route's path with each parameter replaced by its value in `values` (already encoded). */
export function fillParams(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_all, name: string) => values[name] ?? '1');
}
