/**
 * Where a record's search document lives in the one search table of the database: its id is the
 * record's table key times 2^32 plus the record id. A table's documents are then one contiguous id
 * range, walked newest record first by the id index itself (an FTS5 rowid, a PostgreSQL primary
 * key), so a page of matches of a common word is found without collecting all of them. The key is
 * a hash of the table name, cut to 21 bits so every id stays an exact JavaScript number; two
 * searchable tables with the same key stop the start (checkSearchKeys).
 */
import { ConfigError, type Resource } from '../../schema';
import { searchableFields } from './search-words';

/** The one table of search documents (the migration that makes it is written by hand). */
export const SEARCH_TABLE = 'search_documents';

const RECORD_SPACE = 2 ** 32;
const KEY_BITS = 21;

/** FNV-1a over the UTF-16 units of the name: stable across runs, versions and databases. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** 1 … 2^21 - 1: key 0 is left unused so that no document id is 0. */
export function tableKey(table: string): number {
  return (hash(table) % (2 ** KEY_BITS - 1)) + 1;
}

/** The first document id of the table's range: a document's record id is its id minus this. */
export function documentBase(table: string): number {
  return tableKey(table) * RECORD_SPACE;
}

export function documentId(table: string, recordId: number): number {
  return documentBase(table) + recordId;
}

/** The table's documents: ids from `first` to `last`. */
export function documentRange(table: string): { first: number; last: number } {
  const first = documentBase(table);
  return { first, last: first + RECORD_SPACE - 1 };
}

/** Fails when two tables with searchable fields would share document ids. */
export function checkSearchKeys(resources: readonly Resource[]): void {
  const owners = new Map<number, string>();
  for (const resource of resources) {
    if (searchableFields(resource).length === 0) continue;
    const key = tableKey(resource.table);
    const owner = owners.get(key);
    if (owner !== undefined && owner !== resource.table)
      throw new ConfigError(
        `Tables "${owner}" and "${resource.table}" have the same search key; rename one of them`,
      );
    owners.set(key, resource.table);
  }
}
