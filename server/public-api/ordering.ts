/**
 * Declared orders as SQL, the same on both databases: rows without a value come last (SQLite
 * puts NULL first and PostgreSQL last by default), and the id settles ties so pages are stable.
 */
import type { SelectQueryBuilder } from 'kysely';
import type { OpenDatabase } from '../db/types';

export function ordered<O>(
  query: SelectQueryBuilder<OpenDatabase, string, O>,
  table: string,
  order: readonly (readonly [string, 'asc' | 'desc'])[],
): SelectQueryBuilder<OpenDatabase, string, O> {
  let sorted = query;
  for (const [name, direction] of order) {
    const column = `${table}.${name}`;
    sorted = sorted.orderBy((eb) => eb(column, 'is', null), 'asc').orderBy(column, direction);
  }
  return sorted.orderBy(`${table}.id`, 'asc');
}
