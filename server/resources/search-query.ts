/**
 * A search as the databases' own full-text engines run it: the search table drives the query, its
 * matches for the resource's table joined to their records. Every word of the search must start
 * a word of the record ("off rent" finds "Office rent"). The search text never reaches the
 * engines' query syntax unescaped: its words are quoted as FTS5 strings or tsquery lexemes.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Resource } from '../../schema';
import type { Db, Dialect } from '../db/types';
import { openTables } from '../db/types';
import { documentRange } from './search-document-id';

/** The search table's document id, as each database names it. */
const documentIdRef = (dialect: Dialect) =>
  sql.ref(dialect === 'postgres' ? 'search_documents.id' : 'search_documents.rowid');

/** `"word"*` ANDed: a quoted FTS5 string is a phrase of one word, never an operator. */
export function ftsQuery(words: readonly string[]): string {
  return words.map((word) => `"${word.replaceAll('"', '""')}"*`).join(' AND ');
}

/** `'word':*` ANDed, quoted as tsquery input quotes a lexeme. */
export function tsQuery(words: readonly string[]): string {
  return words
    .map((word) => `'${word.replaceAll('\\', '\\\\').replaceAll("'", "''")}':*`)
    .join(' & ');
}

function matches(dialect: Dialect, words: readonly string[]): Expression<SqlBool> {
  return dialect === 'postgres'
    ? sql<SqlBool>`search_documents.document @@ ${tsQuery(words)}::tsquery`
    : sql<SqlBool>`search_documents match ${ftsQuery(words)}`;
}

/** The documents of the resource's table matching every word, from the search table alone. */
export function searchedDocuments(db: Db, dialect: Dialect, resource: Resource, words: string[]) {
  const { first, last } = documentRange(resource.table);
  const documentId = documentIdRef(dialect);
  return openTables(db)
    .selectFrom('search_documents')
    .where(documentId, '>=', first)
    .where(documentId, '<=', last)
    .where(matches(dialect, words));
}

/**
 * The resource's rows matching every word, from the search table: its matching documents joined
 * to the resource's table, to be narrowed, ordered and paged.
 */
export function searchedRows(db: Db, dialect: Dialect, resource: Resource, words: string[]) {
  const { first } = documentRange(resource.table);
  return searchedDocuments(db, dialect, resource, words).innerJoin(resource.table, (join) =>
    join.on(
      sql<SqlBool>`${sql.ref(`${resource.table}.id`)} = ${documentIdRef(dialect)} - ${first}`,
    ),
  );
}

/** Newest record first, in the order the search table's index already holds. */
export const newestMatchFirst = (dialect: Dialect) => documentIdRef(dialect);
