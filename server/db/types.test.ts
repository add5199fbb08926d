import { Kysely, SqliteDialect } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Database } from './types';

// Compiled only: tsc checks each @ts-expect-error line (an unused one is an error), so these say
// that the database's type is read from the config and a misspelt name does not compile.
const db = new Kysely<Database>({
  dialect: new SqliteDialect({ database: new SqliteDatabase(':memory:') }),
});

const typedQueries = () => [
  db.selectFrom('courses').select(['id', 'title', 'status']).where('status', '=', 'published'),
  // @ts-expect-error a table no resource declares
  db.selectFrom('cuorses'),
  // @ts-expect-error a column the course resource does not have
  db.selectFrom('courses').select('titel'),
  // @ts-expect-error a value outside the status enum
  db.selectFrom('courses').selectAll().where('status', '=', 'publish'),
  // @ts-expect-error booleans are stored as 0 or 1
  db.updateTable('courses').set({ is_active: true }),
  // @ts-expect-error a join table's key named wrong
  db.selectFrom('course_subjects').select('subjects_id'),
  // @ts-expect-error a server table's column named wrong
  db.selectFrom('access_tokens').select('token'),
  // @ts-expect-error a required column left out of an insert
  db.insertInto('courses').values({ title: 'x' }),
];

describe('the database type', () => {
  it('compiles queries that name the tables and columns of the config', () => {
    expect(typedQueries()).toHaveLength(8);
  });
});
