/**
 * The migration to the full-text search table on an install that already holds the demo data:
 * it indexes every existing record (nothing is written to the new table but the migration's own
 * backfill), drops the token table, and `down` brings the token table back with its tokens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourcesByName } from '../../resources.config';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';
import { seedOlderSchema } from '../support/seed-older-schema';
import type { Db } from '../../server/db/types';
import { searchedRows } from '../../server/resources/search-query';
import { migratedDatabase, type MigratedDatabase } from '../support/migrated-database';
import { openTables } from '../../server/db/types';

const SEARCH = '2026_11_26_0018_full_text_search';
const BEFORE = '2026_11_26_0015_config_alignment';

let database: MigratedDatabase;
let db: Db;

const found = async (resource: string, words: string[], column: string) => {
  const served = resourcesByName.get(resource);
  if (!served) throw new Error(`No resource ${resource}`);
  const rows = await searchedRows(db, database.connection.dialect, served, words)
    .selectAll(served.table)
    .execute();
  return rows.map((row) => row[column]).sort();
};

beforeAll(async () => {
  database = await migratedDatabase(BEFORE);
  db = database.connection.db;
  // The search documents today's seed writes go with their table, so that only the migration's
  // backfill can make the ones searched below.
  await seedOlderSchema(db);
  await migrateToLatest(db);
});
afterAll(() => database.close());

describe('on a database with the demo data', () => {
  it('indexes the records that were there before it', async () => {
    expect(await found('bank', ['ban'], 'name')).toEqual([
      'BRAC Bank',
      'City Bank',
      'Dutch-Bangla Bank',
      'Eastern Bank',
    ]);
    expect(await found('users', ['admin', 'aca'], 'email')).toEqual(['admin@academy.test']);
  });

  it('drops the token table', async () => {
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    expect(tables).not.toContain('search_tokens');
  });

  it('goes back to the token table, filled, with down', async () => {
    const { down } = migrations[SEARCH] as { down: (db: Db) => Promise<void> };
    await down(db);
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    expect(tables).not.toContain('search_documents');
    const tokens = await openTables(db)
      .selectFrom('search_tokens')
      .select('token')
      .where('resource', '=', 'bank')
      .where('token', '=', 'city bank')
      .execute();
    expect(tokens).toHaveLength(1);
  });
});
