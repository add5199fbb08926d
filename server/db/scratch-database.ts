/**
 * A throwaway database for a test run or a benchmark: a new folder under the OS temp folder (the
 * SQLite file and uploads) and, given a PostgreSQL server, a new database on it. Both go again on
 * release, whatever happened in between.
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SQLITE_FILE } from './connection';
import type { Dialect } from './types';

export interface ScratchDatabase {
  dialect: Dialect;
  dataDir: string;
  /** The URL of the new PostgreSQL database, or undefined for SQLite. */
  databaseUrl: string | undefined;
  release(): Promise<void>;
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * `postgresUrl` names a server (and a database to connect to) where databases may be created.
 * `template`, when given, is a scratch database (closed, of the same dialect) whose contents the
 * new one starts with: a copy of its SQLite file, or a PostgreSQL `create database … template`.
 */
export async function scratchDatabase(
  prefix: string,
  postgresUrl?: string,
  template?: Pick<ScratchDatabase, 'dataDir' | 'databaseUrl'>,
): Promise<ScratchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (postgresUrl === undefined) {
    if (template) copyFileSync(join(template.dataDir, SQLITE_FILE), join(dataDir, SQLITE_FILE));
    return { dialect: 'sqlite', dataDir, databaseUrl: undefined, release: async () => removeDir() };
  }
  // Random hex only, so the name is safe to splice into the statement.
  const name = `${prefix.replace(/\W/g, '_')}_${randomBytes(6).toString('hex')}`;
  const copied = template?.databaseUrl
    ? ` template ${new URL(template.databaseUrl).pathname.slice(1)}`
    : '';
  try {
    await adminQuery(postgresUrl, `create database ${name}${copied}`);
  } catch (error) {
    removeDir();
    throw error;
  }
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return {
    dialect: 'postgres',
    dataDir,
    databaseUrl: url.toString(),
    release: async () => {
      try {
        await adminQuery(postgresUrl, `drop database if exists ${name} with (force)`);
      } finally {
        removeDir();
      }
    },
  };
}
