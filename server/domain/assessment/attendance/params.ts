/** Reading ids and dates from a query string or a JSON body, with Laravel-worded field errors. */
import type { FieldErrors } from '../../../resources/errors';
import { attributeName } from '../../../../schema';
import { isIsoDate } from '../../scheduling/calendar';
import { parseId } from '../../../resources/input-bounds';

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** A positive integer id (a number, or digits as text); undefined when absent or wrong. */
export function readId(
  errors: FieldErrors,
  source: Record<string, unknown>,
  name: string,
  { required = false, key = name }: { required?: boolean; key?: string } = {},
): number | undefined {
  const value = source[name];
  if (blank(value)) {
    if (required) errors[key] = [`The ${attributeName(name)} field is required.`];
    return undefined;
  }
  const id = parseId(value);
  if (id !== undefined) return id;
  errors[key] = [`The selected ${attributeName(name)} is invalid.`];
  return undefined;
}

/** A `YYYY-MM-DD` date; undefined when absent or wrong. */
export function readDate(
  errors: FieldErrors,
  source: Record<string, unknown>,
  name: string,
  { required = false }: { required?: boolean } = {},
): string | undefined {
  const value = source[name];
  if (blank(value)) {
    if (required) errors[name] = [`The ${name} field is required.`];
    return undefined;
  }
  if (isIsoDate(value)) return value;
  errors[name] = [`The ${name} field must be a valid date (YYYY-MM-DD).`];
  return undefined;
}
