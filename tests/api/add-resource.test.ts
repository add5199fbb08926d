/**
 * Adding a resource the way the README says, on a database that was migrated and seeded before it
 * existed: the resource's config module (tests/fixtures/room.ts), row scope included, then the
 * migration that migrate:make generates from the config, then a start. The admin and tutors can
 * use it at once, and its constraints are in the database itself.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources.config';
import type { Connection } from '../../server/db/connection';
import { diffSchemas } from '../../server/db/schema-model/diff';
import { schemaFromConfig } from '../../server/db/schema-model/from-config';
import { introspect } from '../../server/db/schema-model/introspect';
import { renderMigration } from '../../server/db/schema-model/render-migration';
import { syncPermissions } from '../../server/domain/auth/permission-sync';
import { serveProduct } from '../../server/resources.server';
import { room } from '../fixtures/room';
import { startTestServer, type TestServer } from '../support/server';
import { openTables } from '../../server/db/types';

const config = [...resources, room];
const SERVER_DB = join(dirname(fileURLToPath(import.meta.url)), '../../server/db');

let server: TestServer;
let folder: string;
let admin: string;
let tutor: string;
let taught: number;
let notTaught: number;

/** What `npm run migrate:make add_rooms` writes for the new config, applied to this database. */
async function generatedMigration(connection: Connection): Promise<void> {
  const diff = diffSchemas(
    schemaFromConfig(config),
    await introspect(connection.db),
    connection.dialect,
  );
  expect(diff.conflicts).toEqual([]);
  const file = join(folder, 'add_rooms.ts');
  writeFileSync(file, renderMigration(diff.changes, relative(folder, SERVER_DB)));
  const migration = (await import(file)) as Migration;
  await migration.up(connection.db);
  // What the next start does: permission rows for the new subject, granted as its defaults say.
  await syncPermissions(connection.db, config);
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'academy-add-resource-'));
  server = await startTestServer(
    {},
    {
      resources: serveProduct(config),
      prepare: generatedMigration,
    },
  );
  admin = await server.login('admin@academy.test');
  tutor = await server.login('employee@academy.test');
  const teaches = await server.request<{ data: { id: number }[] }>('GET', '/api/course', {
    token: tutor,
  });
  const all = await server.request<{ data: { id: number }[] }>('GET', '/api/course?per_page=100', {
    token: admin,
  });
  const own = new Set(teaches.body.data.map((c) => c.id));
  taught = teaches.body.data[0]!.id;
  notTaught = all.body.data.find((c) => !own.has(c.id))!.id;
});
afterAll(async () => {
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('a resource added by its config module and a generated migration', () => {
  it('is created, listed and searched by the admin', async () => {
    for (const [name, course_id] of [
      ['Room Alpha', taught],
      ['Room Beta', notTaught],
    ] as const) {
      const created = await server.request('POST', '/api/room', {
        token: admin,
        json: { name, course_id, seats: 20 },
      });
      expect(created.status).toBe(201);
    }
    const listed = await server.request<{ data: { name: string }[]; meta: { total: number } }>(
      'GET',
      '/api/room?search=alpha',
      { token: admin },
    );
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((r) => r.name)).toEqual(['Room Alpha']);
  });

  it('refuses a second room of the same name with a field error', async () => {
    const twin = await server.request<{ errors: Record<string, string[]> }>('POST', '/api/room', {
      token: admin,
      json: { name: 'Room Alpha', course_id: taught },
    });
    expect(twin.status).toBe(422);
    expect(Object.keys(twin.body.errors)).toEqual(['name']);
  });

  it('shows tutors the rooms of the courses they teach, and only reading', async () => {
    const listed = await server.request<{ data: { name: string }[] }>('GET', '/api/room', {
      token: tutor,
    });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((r) => r.name)).toEqual(['Room Alpha']);
    const created = await server.request('POST', '/api/room', {
      token: tutor,
      json: { name: 'Room Gamma', course_id: taught },
    });
    expect(created.status).toBe(403);
  });

  it('has its unique name and its course reference as constraints of the database', async () => {
    const { db } = server.connection;
    const stamp = { created_at: new Date().toISOString(), updated_at: new Date().toISOString() };
    await expect(
      openTables(db)
        .insertInto('rooms')
        .values({ name: 'Room Alpha', course_id: taught, is_active: 1, ...stamp })
        .execute(),
    ).rejects.toThrow();
    await expect(
      openTables(db)
        .insertInto('rooms')
        .values({ name: 'Room Nowhere', course_id: 999_999, is_active: 1, ...stamp })
        .execute(),
    ).rejects.toThrow();
  });
});
