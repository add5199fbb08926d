/** Moves values between the API's shapes and the database's (see docs/API.md, "Values"). */
import type { FieldDef, Resource } from '../../schema';
import { fromMinorUnits } from '../domain/money';
import type { Row } from '../db/types';

export const now = () => new Date().toISOString();

/** True for fields stored in the resource's own table (not a join table, not virtual). */
export const isColumn = (field: FieldDef) => field.type !== 'references' && !field.virtual;

/**
 * Validated input → column values (booleans 0/1, JSON as text). Files must be stored before.
 * The resource's storage columns are written too: requests can never name them (validation
 * refuses them), so only the server's own writes set them.
 */
export function toRow(resource: Resource, values: Record<string, unknown>): Row {
  const row: Row = {};
  for (const [name, value] of Object.entries(values)) {
    const field = resource.fields[name] ?? resource.storage.columns?.[name];
    if (!field || !isColumn(field)) continue;
    if (value === null || value === undefined) row[name] = null;
    else if (field.type === 'boolean') row[name] = value ? 1 : 0;
    else if (field.type === 'json') row[name] = JSON.stringify(value);
    else row[name] = value;
  }
  return row;
}

function fromColumn(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (field.type) {
    case 'boolean':
      return Number(value) === 1;
    case 'money':
      return fromMinorUnits(Number(value));
    case 'integer':
    case 'reference':
      return Number(value);
    case 'json':
      return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
    default:
      return value;
  }
}

/** A database row → the record the API answers with; passwords never leave. */
export function toRecord(
  resource: Resource,
  row: Row,
  related: Record<string, number[]> = {},
): Row {
  const record: Row = { id: Number(row.id) };
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.type === 'password' || field.virtual) continue;
    record[name] = isColumn(field) ? fromColumn(field, row[name]) : (related[name] ?? []);
  }
  record.created_at = row.created_at ?? null;
  record.updated_at = row.updated_at ?? null;
  record.created_by = row.created_by ?? null;
  record.updated_by = row.updated_by ?? null;
  return record;
}
