/**
 * Vitest global setup of the API projects: migrates and seeds the demo data once per run into a
 * template database, so each test file's server starts from a copy of it instead of paying the
 * seed (password hashing for every demo user) again. Test files still get a database of their own.
 */
import type { TestProject } from 'vitest/node';
import { connect } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import type { ScratchDatabase } from '../../server/db/scratch-database';
import { seedDemoData } from '../../server/db/seed';
import { scratchDatabaseFor, type TestDialect } from './database';

/** What a test worker needs to copy the template: plain data, as Vitest's provide requires. */
export type SeededTemplate = Pick<ScratchDatabase, 'dialect' | 'dataDir' | 'databaseUrl'>;

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dialect: TestDialect = project.config.env?.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
  const template = await scratchDatabaseFor(dialect, 'academy-template');
  try {
    const connection = connect(template);
    try {
      await migrateToLatest(connection.db);
      await seedDemoData(connection.db, { demoUsers: true });
    } finally {
      // Closed before any copy: SQLite checkpoints its WAL into the file, and PostgreSQL refuses
      // to copy a database that has connections.
      await connection.close();
    }
  } catch (error) {
    await template.release();
    throw error;
  }
  const { dataDir, databaseUrl } = template;
  project.provide('seededTemplate', { dialect: template.dialect, dataDir, databaseUrl });
  return () => template.release();
}
