/**
 * Where a run keeps its data: a new folder under the OS temp folder (the SQLite file and uploads)
 * and, for PostgreSQL, a new database on the given server. Both go again on release, whatever
 * happened in between.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Dialect } from '../../server/db/types';

export interface Workspace {
  dialect: Dialect;
  dataDir: string;
  /** The URL of the bench's own database, or undefined for SQLite. */
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

export async function createWorkspace(serverUrl: string | undefined): Promise<Workspace> {
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-bench-api-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (serverUrl === undefined) {
    return { dialect: 'sqlite', dataDir, databaseUrl: undefined, release: async () => removeDir() };
  }
  // Random hex only, so the name is safe to splice into the statement.
  const name = `academy_bench_${randomBytes(6).toString('hex')}`;
  try {
    await adminQuery(serverUrl, `create database ${name}`);
  } catch (error) {
    removeDir();
    throw error;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    dialect: 'postgres',
    dataDir,
    databaseUrl: url.toString(),
    release: async () => {
      try {
        await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
      } finally {
        removeDir();
      }
    },
  };
}
