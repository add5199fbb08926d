/**
 * No request value may carry a NUL character: PostgreSQL text cannot hold one, so it would
 * otherwise surface as a database error. Checked once for every route, after the body is parsed
 * and before any handler reads it: in a path it is a 404 (no row has such a key), in the query
 * or the body a 422 naming the field (docs/API.md "Input bounds"). Multipart bodies are read by
 * the handlers and checked by the field rules.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NotFoundError, ValidationError } from '../../resources/errors';
import { hasNul } from '../../resources/input-bounds';

/** The dotted name of the first string holding a NUL character, key names included. */
function nulAt(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return hasNul(value) ? path : undefined;
  if (typeof value !== 'object' || value === null || depth > 32) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = path === '' ? key : `${path}.${key}`;
    if (hasNul(key)) return at;
    const found = nulAt(inner, at, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function refuse(field: string): ValidationError {
  const name = field.split('\u0000').join('').slice(0, 50) || 'input';
  return ValidationError.field(name, `The ${name} field must not contain NUL characters.`);
}

export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      if (nulAt(request.params, '') !== undefined) throw new NotFoundError();
      const inQuery = nulAt(request.query, '');
      if (inQuery !== undefined) throw refuse(inQuery);
      if (!request.isMultipart()) {
        const inBody = nulAt(request.body, '');
        if (inBody !== undefined) throw refuse(inBody === '' ? 'body' : inBody);
      }
    });
  },
  { name: 'input-guard' },
);
