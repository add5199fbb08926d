import type { FieldDef, Resource } from '../../schema';

/**
 * Fields a form may send: the server refuses id, system and readOnly fields with 422 (docs/API.md),
 * so they never leave the browser.
 */
export function writableFields(r: Resource): [string, FieldDef][] {
  return Object.entries(r.fields).filter(([, f]) => f.readOnly !== true);
}
