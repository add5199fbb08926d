/**
 * Word-prefix search for every resource through one token table: each searchable value is split
 * into lower-cased words (plus the whole value, so "admin@aca" finds an e-mail), and a search
 * word matches by a range scan on (resource, token). Same SQL and the same index on both
 * databases, and no table is scanned whatever its size.
 */
import type { ExpressionBuilder } from 'kysely';
import type { Resource } from '../../schema';
import type { Database, Executor, Row } from '../db/types';

const MAX_TOKEN = 100;
const WORD = /[\p{L}\p{N}]+/gu;
/** Sorts after every character a token can hold, closing the prefix range. */
const RANGE_END = '\u{10FFFF}';

export function searchableFields(resource: Resource): string[] {
  return Object.entries(resource.fields)
    .filter(([, f]) => f.searchable)
    .map(([name]) => name);
}

export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).map((w) => w.slice(0, MAX_TOKEN));
}

export function tokensOf(resource: Resource, record: Row): string[] {
  const tokens = new Set<string>();
  for (const name of searchableFields(resource)) {
    const value = record[name];
    if (value === null || value === undefined || value === '') continue;
    const text = String(value).toLowerCase();
    tokens.add(text.slice(0, MAX_TOKEN));
    for (const word of wordsOf(text)) tokens.add(word);
  }
  return [...tokens];
}

export async function indexRecord(
  db: Executor,
  resource: Resource,
  id: number,
  record: Row,
): Promise<void> {
  if (searchableFields(resource).length === 0) return;
  await unindexRecord(db, resource, id);
  const tokens = tokensOf(resource, record);
  if (tokens.length === 0) return;
  await db
    .insertInto('search_tokens')
    .values(tokens.map((token) => ({ resource: resource.name, record_id: id, token })))
    .execute();
}

export async function unindexRecord(db: Executor, resource: Resource, id: number): Promise<void> {
  await unindexRecords(db, resource, [id]);
}

/** Token rows per insert statement: well inside SQLite's limit on bound values. */
const BATCH = 300;

/** The tokens of many new or changed rows at once (a bulk write). */
export async function indexRecords(
  db: Executor,
  resource: Resource,
  rows: readonly Row[],
): Promise<void> {
  if (searchableFields(resource).length === 0 || rows.length === 0) return;
  await unindexRecords(
    db,
    resource,
    rows.map((row) => Number(row.id)),
  );
  const tokens = rows.flatMap((row) =>
    tokensOf(resource, row).map((token) => ({
      resource: resource.name,
      record_id: Number(row.id),
      token,
    })),
  );
  for (let start = 0; start < tokens.length; start += BATCH)
    await db
      .insertInto('search_tokens')
      .values(tokens.slice(start, start + BATCH))
      .execute();
}

export async function unindexRecords(
  db: Executor,
  resource: Resource,
  ids: readonly number[],
): Promise<void> {
  for (let start = 0; start < ids.length; start += BATCH)
    await db
      .deleteFrom('search_tokens')
      .where('resource', '=', resource.name)
      .where('record_id', 'in', ids.slice(start, start + BATCH))
      .execute();
}

/** A where-clause: every word of the search prefixes some token of the row. */
export function matchesSearch(resource: Resource, search: string) {
  const words = [...new Set(wordsOf(search))];
  return (eb: ExpressionBuilder<Database, string>) =>
    eb.and(
      words.map((word) =>
        eb(
          eb.ref(`${resource.table}.id`),
          'in',
          eb
            .selectFrom('search_tokens')
            .select('record_id')
            .where('resource', '=', resource.name)
            .where('token', '>=', word)
            .where('token', '<', `${word}${RANGE_END}`),
        ),
      ),
    );
}
