import { HttpError } from 'react-admin';

/** The HTTP status of a failed call, if it was one. */
export const statusOf = (error: unknown): number | undefined =>
  error instanceof HttpError ? error.status : undefined;

/**
 * A 422's `{errors: {field: message}}` (flattened by the data provider's HttpError), for
 * react-admin's Form to put on the fields; undefined when there are none.
 */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof HttpError)) return undefined;
  const errors = (error.body as { errors?: unknown } | undefined)?.errors;
  if (errors === null || typeof errors !== 'object') return undefined;
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    if (typeof message === 'string' && message !== '') out[field] = message;
  }
  return Object.keys(out).length > 0 ? out : undefined;
}

/** The server's own message, else undefined (the page then shows its generic text). */
export const messageOf = (error: unknown): string | undefined =>
  error instanceof Error && error.message !== '' ? error.message : undefined;
