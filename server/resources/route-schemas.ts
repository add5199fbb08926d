/**
 * The path and query of the generic routes as JSON Schema, built from the config. The routes
 * declare them (Fastify `schema`) and the OpenAPI document lists them, so both come from one
 * source. The values themselves are parsed by the engine's own parsers (`pathId` through
 * server/http/path-ids.ts, `parseListQuery` in server/http/routes/resources.ts) rather than by a
 * generic validator: those carry the contract's answers, 404 for an id no row can have and 422
 * with a message per field for a bad list query (docs/API.md).
 */
import type { Resource } from '../../schema';
import { MAX_ID, MAX_PAGE, MAX_SEARCH_LENGTH } from './input-bounds';
import { MAX_PER_PAGE } from './list-query';

export type JsonSchema = Record<string, unknown>;

// A type, not an interface, so that it stays assignable to JsonSchema.
export type ObjectSchema = {
  type: 'object';
  properties: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean;
};

/** A record's id in a path. */
export const recordId: JsonSchema = { type: 'integer', minimum: 1, maximum: MAX_ID };

const namesOf = (resource: Resource, flag: 'filterable' | 'sortable'): string[] =>
  Object.entries(resource.fields)
    .filter(([, field]) => field[flag])
    .map(([name]) => name);

/** `filter[field]=value`: the fields a list may be filtered by. */
export function listFilters(resource: Resource): ObjectSchema {
  const filterable = ['id', ...namesOf(resource, 'filterable')];
  return {
    type: 'object',
    properties: Object.fromEntries(filterable.map((name) => [name, { type: 'string' }])),
    additionalProperties: false,
  };
}

/** The list parameters a resource accepts: page, sort, search, filters, date range. */
export function listQuery(resource: Resource): ObjectSchema {
  const sortable = [
    ...new Set(['id', resource.list.defaultSort.field, ...namesOf(resource, 'sortable')]),
  ];
  const date = { type: 'string', format: 'date' };
  return {
    type: 'object',
    properties: {
      page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
      per_page: {
        type: 'integer',
        minimum: 1,
        maximum: MAX_PER_PAGE,
        default: resource.list.perPage,
      },
      search: { type: 'string', maxLength: MAX_SEARCH_LENGTH },
      sort_by: { enum: sortable, default: resource.list.defaultSort.field },
      sort_dir: { enum: ['asc', 'desc'] },
      filter: listFilters(resource),
      ...(resource.dateRangeField ? { start_date: date, end_date: date } : {}),
      ...(resource.list.createdRange ? { created_from: date, created_to: date } : {}),
    },
  };
}
