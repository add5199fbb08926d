/**
 * Opens the database: PostgreSQL when a postgres:// URL is given, otherwise the embedded SQLite
 * file under the data folder (WAL, foreign keys on; reads on reader threads, see
 * sqlite-reads/dialect.ts). Both return values in the same shapes: 64-bit integers as numbers,
 * timestamps as ISO strings, dates as YYYY-MM-DD.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { readPostgresSettings, type PostgresSettings } from '../config/postgres-settings';
import { readSqliteSettings, type SqliteSettings } from '../config/sqlite-settings';
import { preparingPool } from './postgres/prepared-statements';
import { SqliteReadsDialect } from './sqlite-reads/dialect';
import type { Db, Dialect } from './types';

pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.TIMESTAMPTZ, (v) => new Date(v).toISOString());
pg.types.setTypeParser(pg.types.builtins.TIMESTAMP, (v) => new Date(`${v}Z`).toISOString());
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

/** The file the embedded database lives in, inside the data folder. */
export const SQLITE_FILE = 'academy.sqlite';

export interface Connection {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
}

export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//.test(url);
}

export function connect(options: {
  databaseUrl: string | undefined;
  dataDir: string;
  /** The environment's (SQLITE_READ_WORKERS, SQLITE_STATEMENT_TIMEOUT_MS) when not given. */
  sqlite?: SqliteSettings;
  /** The environment's (DATABASE_PREPARED_STATEMENTS) when not given. */
  postgres?: PostgresSettings;
}): Connection {
  if (isPostgresUrl(options.databaseUrl)) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client's connection can drop (server restart, failover, idle timeout): the pool
    // discards it and opens a new one on demand, but without a listener Node treats the
    // 'error' event as an uncaught exception and stops the whole API.
    pool.on('error', (error) => console.error('PostgreSQL: an idle connection failed', error));
    const { preparedStatements } = options.postgres ?? readPostgresSettings();
    const db: Db = new Kysely({
      dialect: new PostgresDialect({ pool: preparedStatements ? preparingPool(pool) : pool }),
    });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const file = new SqliteDatabase(join(options.dataDir, SQLITE_FILE));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  file.pragma('synchronous = NORMAL');
  const { readWorkers, statementTimeoutMs } = options.sqlite ?? readSqliteSettings();
  const db: Db = new Kysely({
    dialect: new SqliteReadsDialect({ database: file, readers: readWorkers, statementTimeoutMs }),
  });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}
