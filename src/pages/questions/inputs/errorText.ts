import type { FieldError } from 'react-hook-form';

/**
 * The text of a field's error. react-admin's validation stores a message either as a string or
 * as `{message, args}` (its translatable form); the editor's messages are already translated.
 */
export function errorText(error: FieldError | undefined): string | undefined {
  const message: unknown = error?.message;
  if (typeof message === 'string') return message || undefined;
  if (typeof message === 'object' && message !== null && 'message' in message)
    return String((message as { message: unknown }).message);
  return undefined;
}
