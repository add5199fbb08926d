/**
 * A scratch database of the dialect under test, opened and migrated (to the latest migration, or
 * to one named), for tests that read or change the schema itself.
 */
import { Migrator } from 'kysely';
import { connect, type Connection } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';
import type { ScratchDatabase } from '../../server/db/scratch-database';
import type { Db } from '../../server/db/types';
import { freshDatabase } from './database';

export interface MigratedDatabase {
  connection: Connection;
  close(): Promise<void>;
}

/** Migrates up or down to the named migration: undoing the later ones, newest first. */
export async function migrateTo(db: Db, name: string): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error } = await migrator.migrateTo(name);
  if (error) throw error;
}

export async function migratedDatabase(upTo?: string): Promise<MigratedDatabase> {
  const database: ScratchDatabase = await freshDatabase();
  const connection = connect({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  const close = async () => {
    await connection.close();
    await database.release();
  };
  try {
    if (upTo === undefined) await migrateToLatest(connection.db);
    else await migrateTo(connection.db, upTo);
  } catch (error) {
    await close();
    throw error;
  }
  return { connection, close };
}
