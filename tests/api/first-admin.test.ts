/** A production install: no demo users, and the first administrator from ADMIN_EMAIL/ADMIN_PASSWORD. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readSettings } from '../../server/config/env';
import { connect, type Connection } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import type { ScratchDatabase } from '../../server/db/scratch-database';
import { seedDemoData } from '../../server/db/seed';
import { ensureFirstAdmin } from '../../server/db/seed/first-admin';
import { buildApp } from '../../server/http/app';
import { freshDatabase } from '../support/database';

let database: ScratchDatabase;
let connection: Connection;

beforeAll(async () => {
  database = await freshDatabase();
  connection = connect({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  await migrateToLatest(connection.db);
  await seedDemoData(connection.db, { demoUsers: false });
});
afterAll(async () => {
  await connection.close();
  await database.release();
});

it('creates the first administrator once, who can then sign in with every ability', async () => {
  expect(await connection.db.selectFrom('users').select('id').execute()).toEqual([]);
  expect(await ensureFirstAdmin(connection.db, undefined)).toBe('missing');
  const credentials = { email: 'owner@centre.example', password: 'a-strong-password' };
  expect(await ensureFirstAdmin(connection.db, credentials)).toBe('created');
  expect(await ensureFirstAdmin(connection.db, credentials)).toBe('exists');

  const settings = {
    ...readSettings({ dataDir: database.dataDir, databaseUrl: database.databaseUrl }),
    env: 'test' as const,
  };
  const app = await buildApp(settings, connection);
  try {
    const login = await app.inject({ method: 'POST', url: '/api/login', payload: credentials });
    expect(login.statusCode).toBe(200);
    const body = login.json<{ user: { kind: string; ability: unknown[] } }>();
    expect(body.user.kind).toBe('admin');
    expect(body.user.ability.length).toBeGreaterThan(50);
  } finally {
    await app.close();
  }
});
