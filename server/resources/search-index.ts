/**
 * The search documents of records: one row per record in `search_documents`, an FTS5 table on
 * SQLite and a `tsvector` with a GIN index on PostgreSQL (docs/DATABASE.md, "Search"). Written
 * inside the write's own transaction, by the one write path (row-writes.ts) and the few direct
 * writes of searchable resources, so a search never sees a record its index does not.
 */
import { sql } from 'kysely';
import type { Resource } from '../../schema';
import { dialectOf } from '../db/schema-builder';
import type { Executor, Row } from '../db/types';
import { documentId } from './search-document-id';
import { documentWords, searchableFields } from './search-words';

/** Documents per statement: well inside SQLite's limit on bound values. */
const BATCH = 300;

interface Document {
  id: number;
  words: string[];
}

const idColumn = (db: Executor) => (dialectOf(db) === 'postgres' ? 'id' : 'rowid');

async function insertDocuments(db: Executor, documents: readonly Document[]): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (let start = 0; start < documents.length; start += BATCH) {
    const values = documents.slice(start, start + BATCH).map(({ id, words }) =>
      postgres
        ? // The words are the lexemes as they are: PostgreSQL's parser does not cut them again.
          sql`(${id}, array_to_tsvector(${words}::text[]))`
        : // FTS5's unicode61 tokenizer, set to the same word characters, splits them at the spaces.
          sql`(${id}, ${words.join(' ')})`,
    );
    await sql`insert into search_documents (${sql.raw(idColumn(db))}, document) values ${sql.join(values)}`.execute(
      db,
    );
  }
}

async function deleteDocuments(db: Executor, ids: readonly number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += BATCH)
    await sql`delete from search_documents where ${sql.ref(idColumn(db))} in (${sql.join(ids.slice(start, start + BATCH))})`.execute(
      db,
    );
}

/**
 * Replaces the documents of rows of `table` (each with its id) by the words of their `fields`;
 * a row with no words has no document. Also the backfill of the migration that made the table.
 */
export async function replaceDocuments(
  db: Executor,
  table: string,
  fields: readonly string[],
  rows: readonly Row[],
): Promise<void> {
  if (fields.length === 0 || rows.length === 0) return;
  const documents = rows.map((row) => ({
    id: documentId(table, Number(row.id)),
    words: documentWords(fields, row),
  }));
  await deleteDocuments(
    db,
    documents.map((document) => document.id),
  );
  await insertDocuments(
    db,
    documents.filter((document) => document.words.length > 0),
  );
}

/** Replaces the documents of many new or changed rows at once (a bulk write). */
export async function indexRecords(
  db: Executor,
  resource: Resource,
  rows: readonly Row[],
): Promise<void> {
  await replaceDocuments(db, resource.table, searchableFields(resource), rows);
}

export async function indexRecord(
  db: Executor,
  resource: Resource,
  id: number,
  record: Row,
): Promise<void> {
  await indexRecords(db, resource, [{ ...record, id }]);
}

export async function unindexRecords(
  db: Executor,
  resource: Resource,
  ids: readonly number[],
): Promise<void> {
  if (searchableFields(resource).length === 0 || ids.length === 0) return;
  await deleteDocuments(
    db,
    ids.map((id) => documentId(resource.table, id)),
  );
}

export async function unindexRecord(db: Executor, resource: Resource, id: number): Promise<void> {
  await unindexRecords(db, resource, [id]);
}
