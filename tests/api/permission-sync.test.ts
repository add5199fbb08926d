/**
 * An install seeded before a resource existed: its database has no permission rows for that
 * resource's subject. Starting the server writes them and grants them as the config says (every
 * admin role, and the kinds the resource's defaults name), while a change an admin made by hand
 * to a permission that already existed stays as the admin left it. Two instances start at once on
 * the same database, as a rolling deploy does, and the new rows are still written and granted once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeWork, resourcesByName } from '../../resources.config';
import { ROLE_TYPE } from '../../schema';
import { connect, type Connection } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import type { ScratchDatabase } from '../../server/db/scratch-database';
import { DEMO_PASSWORD, seedDemoData } from '../../server/db/seed';
import { startChildServer, type ChildServer } from '../support/child-server';
import { syncPermissions } from '../../server/domain/auth/permission-sync';
import { freshDatabase, testDialect } from '../support/database';
import { idWhere, permissionId } from '../support/rows';

/** The resource the old install lacks, and a pair an admin revoked from the tutors by hand. */
const NEW_SUBJECT = homeWork.subject;
const REVOKED = { action: 'read', subject: 'Course' } as const;

let database: ScratchDatabase;
let connection: Connection;
const servers: ChildServer[] = [];

/** The actions a role holds on a subject, sorted. */
async function actionsOf(roleName: string, subject: string): Promise<string[]> {
  const rows = await connection.db
    .selectFrom('role_permissions')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('permissions.action')
    .where(
      'role_permissions.role_id',
      '=',
      await idWhere({ connection }, 'roles', 'name', roleName),
    )
    .where('permissions.subject', '=', subject)
    .execute();
  return rows.map((r) => String(r.action)).sort();
}

async function call(
  server: ChildServer,
  method: string,
  path: string,
  options: { token?: string; json?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(options.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
  };
}

async function signIn(server: ChildServer, email: string): Promise<string> {
  const { status, body } = await call(server, 'POST', '/api/login', {
    json: { email, password: DEMO_PASSWORD },
  });
  if (status !== 200 || typeof body.token !== 'string')
    throw new Error(`Sign-in failed: ${status}`);
  return body.token;
}

beforeAll(async () => {
  database = await freshDatabase();
  connection = connect({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  await migrateToLatest(connection.db);
  await seedDemoData(connection.db, { demoUsers: true });
  // The install as it was before the resource: no rows for its subject, so no role holds any.
  await connection.db.deleteFrom('permissions').where('subject', '=', NEW_SUBJECT).execute();
  // The admin's own decision, on a permission that existed all along.
  await connection.db
    .deleteFrom('role_permissions')
    .where('role_id', '=', await idWhere({ connection }, 'roles', 'name', 'Tutor'))
    .where(
      'permission_id',
      '=',
      await permissionId({ connection }, REVOKED.action, REVOKED.subject),
    )
    .execute();
  // Both instances of the deploy start at once on this database.
  servers.push(...(await Promise.all([startChildServer(database), startChildServer(database)])));
}, 240_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.kill()));
  await connection?.close();
  await database?.release();
});

describe('starting on a database seeded before a resource existed', () => {
  it('lets the admin reach every route of the resource the database lacked', async () => {
    const [server] = servers;
    const token = await signIn(server!, 'admin@academy.test');
    const path = `/api/${homeWork.name}`;
    const list = await call(server!, 'GET', path, { token });
    expect(list.status).toBe(200);
    const existing = await connection.db
      .selectFrom(homeWork.table)
      .select('id')
      .executeTakeFirstOrThrow();
    expect((await call(server!, 'GET', `${path}/${existing.id}`, { token })).status).toBe(200);
    // Changes reach the row check (404 for a row that does not exist), not a 403.
    expect((await call(server!, 'PUT', `${path}/999999`, { token, json: {} })).status).toBe(404);
    expect((await call(server!, 'DELETE', `${path}/999999`, { token })).status).toBe(404);
  });

  it("grants each kind's roles what the resource's defaults say, and nothing more", async () => {
    const defaults = resourcesByName.get(homeWork.name)!.defaultAccess;
    const byRole = {
      Tutor: 'employee',
      Student: 'student',
      Parent: 'parent',
      Affiliate: 'affiliation',
    } as const;
    for (const [roleName, kind] of Object.entries(byRole))
      expect(await actionsOf(roleName, NEW_SUBJECT), roleName).toEqual(
        [...(defaults[kind] ?? [])].sort(),
      );
    expect(await actionsOf('Admin', NEW_SUBJECT)).toEqual(['create', 'delete', 'read', 'update']);
    // Every role of a kind follows the kind's defaults: the office's accountant is a tutor-type role.
    expect(await actionsOf('Accountant', NEW_SUBJECT)).toEqual(
      await actionsOf('Tutor', NEW_SUBJECT),
    );

    const tutor = await signIn(servers[1]!, 'employee@academy.test');
    expect((await call(servers[1]!, 'GET', `/api/${homeWork.name}`, { token: tutor })).status).toBe(
      200,
    );
  });

  it('keeps the permission the admin revoked from the tutors revoked', async () => {
    expect(await actionsOf('Tutor', REVOKED.subject)).not.toContain(REVOKED.action);
    const tutor = await signIn(servers[0]!, 'employee@academy.test');
    expect((await call(servers[0]!, 'GET', '/api/course', { token: tutor })).status).toBe(403);
  });

  it('writes each missing permission once, audited, though two instances started together', async () => {
    const rows = await connection.db
      .selectFrom('permissions')
      .select(['id', 'action'])
      .where('subject', '=', NEW_SUBJECT)
      .execute();
    expect(rows.map((r) => String(r.action)).sort()).toEqual([
      'create',
      'delete',
      'read',
      'update',
    ]);
    const audits = await connection.db
      .selectFrom('audit_logs')
      .select('record_id')
      .where('resource', '=', 'permission')
      .where('action', '=', 'create')
      .where(
        'record_id',
        'in',
        rows.map((r) => Number(r.id)),
      )
      .execute();
    expect(audits.map((a) => Number(a.record_id)).sort()).toEqual(
      rows.map((r) => Number(r.id)).sort(),
    );
    const adminRoles = await connection.db
      .selectFrom('roles')
      .select('id')
      .where('type', '=', ROLE_TYPE.admin)
      .execute();
    const grants = await connection.db
      .selectFrom('role_permissions')
      .select('role_id')
      .where(
        'permission_id',
        'in',
        rows.map((r) => Number(r.id)),
      )
      .where(
        'role_id',
        'in',
        adminRoles.map((r) => Number(r.id)),
      )
      .execute();
    expect(grants).toHaveLength(rows.length * adminRoles.length);
  });

  it('writes nothing on a start that finds every permission in place', async () => {
    const audits = () =>
      connection.db
        .selectFrom('audit_logs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
    const before = await audits();
    expect(await syncPermissions(connection.db)).toEqual([]);
    expect(await audits()).toEqual(before);
  });

  // Two in-process connections to one SQLite file block each other's thread; SQLite's instances
  // are separate processes, as the two servers above.
  it.runIf(testDialect() === 'postgres')(
    'creates and grants each missing pair exactly once when two syncs run at the same moment',
    async () => {
      await connection.db.deleteFrom('permissions').where('subject', '=', 'Faq').execute();
      const other = connect({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
      try {
        const [first, second] = await Promise.all([
          syncPermissions(connection.db),
          syncPermissions(other.db),
        ]);
        const keys = [...first, ...second].map((p) => `${p.action}:${p.subject}`).sort();
        expect(keys).toEqual(['create:Faq', 'delete:Faq', 'read:Faq', 'update:Faq']);
        expect(await actionsOf('Admin', 'Faq')).toEqual(['create', 'delete', 'read', 'update']);
      } finally {
        await other.close();
      }
    },
  );
});
