/**
 * A permission the config defines cannot be deleted: the start would write its row again, but
 * every grant of it would be lost. A permission outside the config (a leftover of a resource
 * since removed) is deleted as any row is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { permissionId } from '../support/rows';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
});
afterAll(() => server.close());

async function grantsOf(permissionIdValue: number): Promise<number> {
  const rows = await server.connection.db
    .selectFrom('role_permissions')
    .select('role_id')
    .where('permission_id', '=', permissionIdValue)
    .execute();
  return rows.length;
}

describe('deleting a permission', () => {
  it('refuses a permission the config defines with 422 on id, and keeps the row and its grants', async () => {
    for (const [action, subject] of [
      ['read', 'HomeWork'],
      ['delete', 'Auth'],
    ] as const) {
      const id = await permissionId(server, action, subject);
      const grantsBefore = await grantsOf(id);
      expect(grantsBefore).toBeGreaterThan(0);

      const { status, body } = await server.request<{
        message: string;
        errors: Record<string, string[]>;
      }>('DELETE', `/api/permission/${id}`, { token: admin });

      expect(status).toBe(422);
      expect(body.errors.id).toEqual([
        `The permission to ${action} ${subject} is defined by the app's configuration and cannot be deleted.`,
      ]);
      expect(await permissionId(server, action, subject)).toBe(id);
      expect(await grantsOf(id)).toBe(grantsBefore);
    }
  });

  it('deletes a permission the config does not define', async () => {
    const created = await server.request<{ data: { id: number } }>('POST', '/api/permission', {
      token: admin,
      json: { subject: 'RetiredReport', action: 'read' },
    });
    expect(created.status).toBe(201);

    const { status } = await server.request('DELETE', `/api/permission/${created.body.data.id}`, {
      token: admin,
    });

    expect(status).toBe(200);
    const left = await server.connection.db
      .selectFrom('permissions')
      .select('id')
      .where('subject', '=', 'RetiredReport')
      .execute();
    expect(left).toEqual([]);
  });
});
