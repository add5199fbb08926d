/**
 * A stored row as the public sees it: `id` and the declared fields only, in the API's value
 * shapes, with every rich-text field cleaned again on the way out (docs/API.md "Public API").
 */
import type { Resource } from '../../schema';
import type { Executor, Row } from '../db/types';
import { cleanHtml } from '../domain/html';
import { toRecord } from '../resources/records';
import { loadLinks } from '../resources/references';

export function publicRecord(
  resource: Resource,
  row: Row,
  fields: readonly string[],
  links: Record<string, number[]> | undefined,
): Row {
  const record = toRecord(resource, row, links);
  const served: Row = { id: record.id };
  for (const name of fields) {
    const value = record[name];
    served[name] =
      resource.fields[name]?.type === 'richText' && typeof value === 'string'
        ? cleanHtml(value)
        : value;
  }
  return served;
}

/** Many rows at once: their many-to-many links read in one query, only when served. */
export async function publicRecords(
  db: Executor,
  resource: Resource,
  rows: Row[],
  fields: readonly string[],
): Promise<Row[]> {
  const linked = fields.some((name) => resource.fields[name]?.type === 'references');
  const links = linked
    ? await loadLinks(
        db,
        resource,
        rows.map((row) => Number(row.id)),
      )
    : undefined;
  return rows.map((row) => publicRecord(resource, row, fields, links?.get(Number(row.id))));
}

/** The newest `updated_at` among rows (ISO strings on both databases), if any. */
export function newestChange(rows: Iterable<Row>, since?: string): string | undefined {
  let newest = since;
  for (const row of rows) {
    const at = row.updated_at;
    if (typeof at === 'string' && (newest === undefined || at > newest)) newest = at;
  }
  return newest;
}
