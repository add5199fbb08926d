/**
 * Route options for paths whose parameters are record ids (or positions): each is declared in
 * the route's schema (server/resources/route-schemas.ts) and parsed once, by `pathId`, before the
 * handler runs. A handler reads a number; anything no row can have answers 404 (docs/API.md).
 */
import type { FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { pathId } from '../resources/input-bounds';
import { recordId, type JsonSchema, type ObjectSchema } from '../resources/route-schemas';

/** A request whose path parameters `P` are ids, already parsed. */
export type WithIds<P extends string> = FastifyRequest<{ Params: Record<P, number> }>;

/** Parses the named path parameters as ids; the others pass through as given. */
const idParser =
  (names: readonly string[]): FastifySchemaCompiler<unknown> =>
  () =>
  (data) => {
    const params = { ...((data ?? {}) as Record<string, unknown>) };
    try {
      for (const name of names) params[name] = pathId(params[name]);
      return { value: params };
    } catch (error) {
      return { error: error as Error };
    }
  };

/** `id` (or the id parameters named) parsed; `others` declared as given, e.g. a status value. */
export function idsInPath(
  names: readonly string[] = ['id'],
  others: Record<string, JsonSchema> = {},
): { schema: { params: ObjectSchema }; validatorCompiler: FastifySchemaCompiler<unknown> } {
  const params: ObjectSchema = {
    type: 'object',
    properties: { ...Object.fromEntries(names.map((name) => [name, recordId])), ...others },
    required: [...names, ...Object.keys(others)],
  };
  return { schema: { params }, validatorCompiler: idParser(names) };
}
