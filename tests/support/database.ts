/**
 * A fresh, empty database for one test server: a SQLite file in a new temp folder, or (when the
 * project under test is the PostgreSQL one) a new database on TEST_DATABASE_URL's server,
 * dropped again on release.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TestDialect = 'sqlite' | 'postgres';

export function testDialect(): TestDialect {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite';
}

export interface FreshDatabase {
  dataDir: string;
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

export async function freshDatabase(): Promise<FreshDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'academy-test-'));
  if (testDialect() === 'sqlite') {
    return {
      dataDir,
      databaseUrl: undefined,
      release: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error(
      'TEST_DB=postgres needs TEST_DATABASE_URL (a server the tests may create databases on)',
    );
  const name = `academy_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    release: async () => {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
