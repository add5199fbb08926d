/**
 * The database under test: SQLite unless the project under test is the PostgreSQL one
 * (TEST_DB=postgres), which creates its databases on TEST_DATABASE_URL's server.
 */
import { inject } from 'vitest';
import { scratchDatabase, type ScratchDatabase } from '../../server/db/scratch-database';

export type TestDialect = 'sqlite' | 'postgres';

export function testDialect(): TestDialect {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

export function scratchDatabaseFor(
  dialect: TestDialect,
  prefix: string,
  template?: Pick<ScratchDatabase, 'dataDir' | 'databaseUrl'>,
): Promise<ScratchDatabase> {
  if (dialect === 'sqlite') return scratchDatabase(prefix, undefined, template);
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'TEST_DB=postgres needs TEST_DATABASE_URL (a server the tests may create databases on)',
    );
  return scratchDatabase(prefix, url, template);
}

/** An empty database, not yet migrated. */
export function freshDatabase(): Promise<ScratchDatabase> {
  return scratchDatabaseFor(testDialect(), 'academy-test');
}

/** A database holding the migrated schema and the demo data, copied from the run's template. */
export function seededDatabase(): Promise<ScratchDatabase> {
  const template = inject('seededTemplate');
  if (!template)
    throw new Error(
      "No seeded template: add tests/support/seeded-template.ts to this Vitest project's globalSetup",
    );
  return scratchDatabaseFor(testDialect(), 'academy-test', template);
}
