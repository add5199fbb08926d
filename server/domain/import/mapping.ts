/**
 * The mapping a client sends (target → header name, as JSON text or a form object), checked
 * against the file's headers: only known targets, only headers the file has, required targets
 * present.
 */
import type { Translator } from '../../i18n/translate';
import { ValidationError, type FieldErrors } from '../../resources/errors';
import type { Mapping } from './header-matching';
import { isTargetKey, REQUIRED_TARGETS } from './targets';

function asObject(raw: unknown): Record<string, unknown> | undefined {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch {
      return undefined;
    }
  }
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

export function parseMapping(raw: unknown, headers: readonly string[], tr: Translator): Mapping {
  if (raw === undefined || raw === '')
    throw ValidationError.field('mapping', tr.t('imports.mappingRequired'));
  const object = asObject(raw);
  if (!object) throw ValidationError.field('mapping', tr.t('imports.mappingNotObject'));
  const errors: FieldErrors = {};
  const mapping: Mapping = {};
  for (const [key, header] of Object.entries(object)) {
    if (!isTargetKey(key)) {
      errors[`mapping.${key}`] = [tr.t('imports.unknownTarget', { target: key })];
    } else if (header === null || header === '') {
      continue;
    } else if (typeof header !== 'string' || !headers.includes(header)) {
      errors[`mapping.${key}`] = [tr.t('imports.noSuchColumn', { column: String(header) })];
    } else {
      mapping[key] = header;
    }
  }
  for (const key of REQUIRED_TARGETS) {
    if (!mapping[key] && !errors[`mapping.${key}`])
      errors[`mapping.${key}`] = [tr.t('imports.columnRequired', { target: key })];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return mapping;
}
