/** Reading ids and dates from a query string or a JSON body, with Laravel-worded field errors. */
import type { Translator } from '../../../i18n/translate';
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
  tr: Translator,
  { required = false, key = name }: { required?: boolean; key?: string } = {},
): number | undefined {
  const value = source[name];
  if (blank(value)) {
    if (required) errors[key] = [tr.t('validation.required', { attribute: attributeName(name) })];
    return undefined;
  }
  const id = parseId(value);
  if (id !== undefined) return id;
  errors[key] = [tr.t('validation.choice', { attribute: attributeName(name) })];
  return undefined;
}

/** A `YYYY-MM-DD` date; undefined when absent or wrong. */
export function readDate(
  errors: FieldErrors,
  source: Record<string, unknown>,
  name: string,
  tr: Translator,
  { required = false }: { required?: boolean } = {},
): string | undefined {
  const value = source[name];
  if (blank(value)) {
    if (required) errors[name] = [tr.t('validation.required', { attribute: name })];
    return undefined;
  }
  if (isIsoDate(value)) return value;
  errors[name] = [tr.t('validation.date', { attribute: name })];
  return undefined;
}
