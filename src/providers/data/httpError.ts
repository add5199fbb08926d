import { HttpError } from 'react-admin';

/** Laravel sends `{field: [messages]}`; react-admin's setSubmissionErrors wants one string each. */
function flattenErrors(errors: unknown): Record<string, string> | undefined {
  if (errors === null || typeof errors !== 'object') return undefined;
  const flat: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    flat[field] = Array.isArray(messages) ? messages.map(String).join(' ') : String(messages);
  }
  return flat;
}

function messageOf(body: unknown): string | undefined {
  if (body !== null && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message !== '') return message;
  }
  return undefined;
}

/**
 * Every failed call becomes a react-admin HttpError. Its message is the server's (the toast shows
 * it instead of the default text); `body.errors` is what react-admin puts on the form fields.
 */
export function toHttpError(status: number, body: unknown): HttpError {
  const message = messageOf(body) ?? '';
  const errors = body !== null && typeof body === 'object' ? flattenErrors((body as { errors?: unknown }).errors) : undefined;
  return new HttpError(message, status, errors ? { message, errors } : { message });
}

/** The server message carried by an error, if it has one (toasts show it over the default). */
export function serverMessage(error: unknown): string | undefined {
  if (error instanceof Error && error.message !== '') return error.message;
  return messageOf(error);
}

/** The field errors a refused save carried (`{field: message}`), as react-admin keeps them. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof HttpError)) return {};
  const body = error.body as { errors?: Record<string, string> } | undefined;
  return body?.errors ?? {};
}
