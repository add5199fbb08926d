/**
 * Constraint failures the pre-checks cannot rule out (a race between two writers, a row still in
 * use), translated per dialect into 422 answers instead of 500s.
 */
import type { Resource } from '../../schema';
import { translatorFor, type Language } from '../i18n/translate';
import { ValidationError } from './errors';

interface DriverError {
  code?: string;
  message?: string;
  detail?: string;
}

export function translateDbError(
  error: unknown,
  resource: Resource,
  language: Language = 'en',
): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const tr = translatorFor(language);
  const { code = '', message = '', detail = '' } = error as DriverError;
  if (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === '23505'
  ) {
    const column = /\.(\w+)(?:,|$)/.exec(message)?.[1] ?? /Key \((\w+)/.exec(detail)?.[1] ?? 'id';
    return ValidationError.field(
      column,
      tr.t('validation.taken', { attribute: tr.field(resource.name, column) }),
    );
  }
  // SQLite reports ON DELETE RESTRICT as a trigger failure with the foreign-key message.
  const foreignKey =
    code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    code === '23503' ||
    message.includes('FOREIGN KEY constraint failed');
  if (foreignKey) {
    return ValidationError.field(
      'id',
      tr.t('validation.inUse', { record: tr.record(resource.name) }),
    );
  }
  return error;
}
