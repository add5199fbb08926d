/**
 * The database under test: SQLite unless the project under test is the PostgreSQL one
 * (TEST_DB=postgres), which creates its databases on TEST_DATABASE_URL's server.
 */
import { scratchDatabase, type ScratchDatabase } from '../../server/db/scratch-database';

export type TestDialect = 'sqlite' | 'postgres';

export function testDialect(): TestDialect {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

export function freshDatabase(): Promise<ScratchDatabase> {
  if (testDialect() === 'sqlite') return scratchDatabase('academy-test');
  const url = process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error(
      'TEST_DB=postgres needs TEST_DATABASE_URL (a server the tests may create databases on)',
    );
  return scratchDatabase('academy-test', url);
}
