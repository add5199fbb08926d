/**
 * The OpenAPI 3.1 document of the generic API, generated from resources.config.ts so that it can
 * never disagree with what the engine serves.
 */
import { enums, SYSTEM_FIELDS, type FieldDef, type Resource } from '../../schema';
import { exportQuery } from './export/query';
import { listFilters, listQuery, recordId } from './route-schemas';

type JsonSchema = Record<string, unknown>;

function valueSchema(field: FieldDef): JsonSchema {
  switch (field.type) {
    case 'integer':
    case 'reference':
      return { type: 'integer' };
    case 'money':
      return { type: 'number', multipleOf: 0.01, description: 'Major units (12.5 = 12.50)' };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'time':
      return { type: 'string', pattern: '^\\d{2}:\\d{2}$' };
    case 'choice':
      return { enum: [...enums[field.enum]] };
    case 'references':
      return { type: 'array', items: { type: 'integer' } };
    case 'file':
    case 'image':
      return {
        type: 'string',
        description: 'A path under /uploads/; send the file as a multipart part',
      };
    case 'json':
      return {};
    case 'email':
      return { type: 'string', format: 'email', maxLength: field.max };
    case 'link':
      return {
        type: 'string',
        format: field.paths ? 'uri-reference' : 'uri',
        maxLength: field.max,
        description: field.paths
          ? 'An http(s) URL or a path on the site starting with a single /'
          : 'An http(s) URL',
      };
    default:
      return { type: 'string', ...('max' in field && field.max ? { maxLength: field.max } : {}) };
  }
}

function recordSchema(resource: Resource): JsonSchema {
  const properties: Record<string, JsonSchema> = { id: { type: 'integer' } };
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.type !== 'password')
      properties[name] = { ...valueSchema(field), nullable: !field.required };
  }
  for (const name of SYSTEM_FIELDS.slice(1))
    properties[name] = name.endsWith('_at')
      ? { type: 'string', format: 'date-time' }
      : { type: ['integer', 'null'] };
  return { type: 'object', properties };
}

function inputSchema(resource: Resource): JsonSchema {
  const entries = Object.entries(resource.fields).filter(([, f]) => !f.readOnly);
  return {
    type: 'object',
    additionalProperties: false,
    required: entries.filter(([, f]) => f.required).map(([name]) => name),
    properties: Object.fromEntries(entries.map(([name, f]) => [name, valueSchema(f)])),
  };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });
const errors = {
  401: { description: 'Unauthenticated', ...json(ref('Message')) },
  403: { description: 'Missing ability', ...json(ref('Message')) },
  404: { description: 'Not found (or outside the row scope)', ...json(ref('Message')) },
  422: { description: 'Invalid input', ...json(ref('ValidationError')) },
};

/** A list's (or export's) query parameters, from the schema its route declares (`filter[field]` one each). */
function queryParameters(resource: Resource, query = listQuery(resource)): unknown[] {
  return Object.entries(query.properties).flatMap(([name, schema]) =>
    name === 'filter'
      ? Object.entries(listFilters(resource).properties).map(([field, value]) => ({
          name: `filter[${field}]`,
          in: 'query',
          schema: value,
        }))
      : [{ name, in: 'query', schema }],
  );
}

function pathsFor(resource: Resource): Record<string, unknown> {
  const name = resource.name;
  const tag = [name];
  const id = { name: 'id', in: 'path', required: true, schema: recordId };
  const saved = {
    description: 'Saved',
    ...json({
      type: 'object',
      properties: { status: { type: 'boolean' }, message: { type: 'string' }, data: ref(name) },
    }),
  };
  const body = {
    required: true,
    content: {
      'application/json': { schema: ref(`${name}.input`) },
      'multipart/form-data': { schema: ref(`${name}.input`) },
    },
  };
  const paths: Record<string, Record<string, unknown>> = {
    [`/api/${name}`]: {
      get: {
        tags: tag,
        summary: `List ${name}`,
        parameters: queryParameters(resource),
        responses: {
          200: {
            description: 'A page',
            ...json({
              type: 'object',
              properties: { data: { type: 'array', items: ref(name) }, meta: ref('Meta') },
            }),
          },
          ...errors,
        },
      },
      post: {
        tags: tag,
        summary: `Create ${name}`,
        requestBody: body,
        responses: { 201: saved, ...errors },
      },
    },
    [`/api/${name}/export`]: {
      get: {
        tags: tag,
        summary: `Export ${name} (every row the list selects)`,
        parameters: queryParameters(resource, exportQuery(resource)),
        responses: {
          200: {
            description: 'The file, streamed',
            content: {
              'text/csv': { schema: { type: 'string' } },
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
                schema: { type: 'string', format: 'binary' },
              },
            },
          },
          ...errors,
        },
      },
    },
    [`/api/${name}/{id}`]: {
      get: {
        tags: tag,
        parameters: [id],
        responses: {
          200: {
            description: 'The record',
            ...json({ type: 'object', properties: { data: ref(name) } }),
          },
          ...errors,
        },
      },
      post: {
        tags: tag,
        summary: 'Update (form with _method=PUT)',
        parameters: [id],
        requestBody: body,
        responses: { 200: saved, ...errors },
      },
      put: {
        tags: tag,
        summary: 'Update',
        parameters: [id],
        requestBody: body,
        responses: { 200: saved, ...errors },
      },
      delete: {
        tags: tag,
        parameters: [id],
        responses: { 200: { description: 'Deleted', ...json(ref('Status')) }, ...errors },
      },
    },
  };
  if (resource.toggleField) {
    paths[`/api/${name}/toggle/{id}`] = {
      put: {
        tags: tag,
        summary: `Flip ${resource.toggleField}`,
        parameters: [id],
        responses: { 200: saved, ...errors },
      },
    };
  }
  if (resource.statusField) {
    const value = {
      name: 'value',
      in: 'path',
      required: true,
      schema: valueSchema(resource.fields[resource.statusField] as FieldDef),
    };
    paths[`/api/${name}/status/change/{id}/{value}`] = {
      put: {
        tags: tag,
        summary: `Set ${resource.statusField}`,
        parameters: [id, value],
        responses: { 200: saved, ...errors },
      },
    };
  }
  if (resource.arrangeOrder) {
    paths[`/api/arrange-order/${resource.arrangeOrder.type}`] = {
      post: {
        tags: tag,
        summary: 'Save the order',
        requestBody: {
          required: true,
          ...json({
            type: 'object',
            properties: { items: { type: 'array', items: { type: 'integer' } } },
          }),
        },
        responses: { 200: { description: 'Saved', ...json(ref('Status')) }, ...errors },
      },
    };
  }
  return paths;
}

export function openApiDocument(resources: readonly Resource[], version: string): JsonSchema {
  const schemas: Record<string, JsonSchema> = {
    Message: { type: 'object', properties: { message: { type: 'string' } } },
    Status: {
      type: 'object',
      properties: { status: { type: 'boolean' }, message: { type: 'string' } },
    },
    ValidationError: {
      type: 'object',
      properties: {
        message: { type: 'string' },
        errors: {
          type: 'object',
          additionalProperties: { type: 'array', items: { type: 'string' } },
        },
      },
    },
    Meta: {
      type: 'object',
      properties: {
        total: { type: 'integer' },
        current_page: { type: 'integer' },
        per_page: { type: 'integer' },
        last_page: { type: 'integer' },
      },
    },
  };
  for (const r of resources) {
    schemas[r.name] = recordSchema(r);
    schemas[`${r.name}.input`] = inputSchema(r);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Academy Admin API', version },
    components: { schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths: Object.assign({}, ...resources.map(pathsFor)),
  };
}
