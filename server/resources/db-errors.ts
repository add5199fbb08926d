/**
 * Constraint failures the pre-checks cannot rule out (a race between two writers, a row still in
 * use), translated per dialect into 422 answers instead of 500s.
 */
import { attributeName, type Resource } from '../../schema';
import { ValidationError } from './errors';

interface DriverError {
  code?: string;
  message?: string;
  detail?: string;
}

export function translateDbError(error: unknown, resource: Resource): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const { code = '', message = '', detail = '' } = error as DriverError;
  if (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === '23505'
  ) {
    const column = /\.(\w+)(?:,|$)/.exec(message)?.[1] ?? /Key \((\w+)/.exec(detail)?.[1] ?? 'id';
    return ValidationError.field(column, `The ${attributeName(column)} has already been taken.`);
  }
  // SQLite reports ON DELETE RESTRICT as a trigger failure with the foreign-key message.
  const foreignKey =
    code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    code === '23503' ||
    message.includes('FOREIGN KEY constraint failed');
  if (foreignKey) {
    return new ValidationError({
      id: [
        `This ${attributeName(resource.name.replace(/-/g, '_'))} is used by other records and cannot be changed or deleted.`,
      ],
    });
  }
  return error;
}
