/**
 * Who reaches what: every kind of user against every operation of every resource in config, and
 * the answer is allowed exactly when their abilities say so. Then per-role and per-user grants,
 * and the row scope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources.config';
import { defaultAbilities } from '../../server/domain/auth/default-abilities';
import type { Operation, UserKind } from '../../schema';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
const tokens = new Map<UserKind, string>();
const KINDS: [UserKind, string][] = [
  ['admin', 'admin@academy.test'],
  ['employee', 'employee@academy.test'],
  ['student', 'student@academy.test'],
  ['parent', 'parent@academy.test'],
  ['affiliation', 'affiliate@academy.test'],
];

beforeAll(async () => {
  server = await startTestServer();
  for (const [kind, email] of KINDS) tokens.set(kind, await server.login(email));
});
afterAll(() => server.close());

type Call = {
  action: 'read' | 'create' | 'update' | 'delete';
  operation: Operation;
  method: string;
  path: (name: string) => string;
};
const call = (
  action: Call['action'],
  operation: Operation,
  method: string,
  path: Call['path'],
): Call => ({
  action,
  operation,
  method,
  path,
});
const CALLS: Call[] = [
  call('read', 'list', 'GET', (n) => `/api/${n}`),
  call('read', 'show', 'GET', (n) => `/api/${n}/1`),
  call('create', 'create', 'POST', (n) => `/api/${n}`),
  // Changes aim at a row that does not exist: an allowed caller gets 404 and no demo data moves
  // (toggling role 1 would, rightly, lock the admin out).
  call('update', 'update', 'PUT', (n) => `/api/${n}/999999`),
  call('delete', 'delete', 'DELETE', (n) => `/api/${n}/999999`),
];

describe.each(KINDS)('%s', (kind) => {
  it('has the seeded abilities of its kind, and the API reports them', async () => {
    const { body } = await server.request<{ ability: { action: string; subject: string }[] }>(
      'GET',
      '/api/user',
      { token: tokens.get(kind) },
    );
    const key = (a: { action: string; subject: string }) => `${a.action}:${a.subject}`;
    expect(body.ability.map(key).sort()).toEqual(defaultAbilities(kind).map(key).sort());
  });

  it.each(resources.map((r) => [r.name, r] as const))(
    'on %s reaches exactly what its abilities allow',
    async (_name, resource) => {
      const granted = new Set(defaultAbilities(kind).map((a) => `${a.action}:${a.subject}`));
      const calls = [...CALLS];
      if (resource.toggleField)
        calls.push(call('update', 'update', 'PUT', (n) => `/api/${n}/toggle/999999`));
      if (resource.statusField)
        calls.push(call('update', 'update', 'PUT', (n) => `/api/${n}/status/change/999999/x`));
      if (resource.arrangeOrder)
        calls.push(
          call(
            'update',
            'update',
            'POST',
            () => `/api/arrange-order/${resource.arrangeOrder!.type}`,
          ),
        );
      for (const attempt of calls) {
        const json = attempt.method === 'GET' ? undefined : {};
        const { status } = await server.request(attempt.method, attempt.path(resource.name), {
          token: tokens.get(kind),
          json,
        });
        const allowed = granted.has(`${attempt.action}:${resource.subject}`);
        const outcome = `${kind} ${attempt.method} ${attempt.path(resource.name)} → ${status}`;
        // An operation the resource does not offer has no route, for anyone.
        if (!resource.operations.includes(attempt.operation)) expect(status, outcome).toBe(404);
        else if (allowed) expect([200, 201, 404, 422], outcome).toContain(status);
        else expect(status, outcome).toBe(403);
      }
    },
  );
});

describe('without a token', () => {
  it.each(resources.map((r) => [r.name, r] as const))('%s answers 401', async (name, resource) => {
    expect((await server.request('GET', `/api/${name}`)).status).toBe(401);
    const createStatus = (await server.request('POST', `/api/${name}`, { json: {} })).status;
    expect(createStatus).toBe(resource.operations.includes('create') ? 401 : 404);
  });
});

describe('grants beyond the defaults', () => {
  it('a role of employee type (Accountant) keeps the books but cannot delete or see users', async () => {
    const admin = tokens.get('admin');
    const roles = await server.request<{ data: { id: number; name: string }[] }>(
      'GET',
      '/api/role?search=accountant',
      { token: admin },
    );
    const accountantRole = roles.body.data[0]!;
    await server.request('POST', '/api/users', {
      token: admin,
      json: {
        first_name: 'Mina',
        email: 'mina@academy.test',
        role_id: accountantRole.id,
        password: 'books-password',
      },
    });
    const token = await server.login('mina@academy.test', 'books-password');
    expect((await server.request('GET', '/api/expense', { token })).status).toBe(200);
    expect(
      (await server.request('POST', '/api/bank', { token, json: { name: 'Janata Bank' } })).status,
    ).toBe(201);
    expect((await server.request('DELETE', '/api/bank/1', { token })).status).toBe(403);
    expect((await server.request('GET', '/api/users', { token })).status).toBe(403);
  });

  it("a user's own permissions add to the role's, and take effect on the next request", async () => {
    const admin = tokens.get('admin');
    const token = tokens.get('employee');
    expect((await server.request('GET', '/api/bank', { token })).status).toBe(403);
    const perms = await server.request<{ data: { id: number; action: string }[] }>(
      'GET',
      '/api/permission?filter[subject]=Bank&per_page=10',
      { token: admin },
    );
    const readBank = perms.body.data.find((p) => p.action === 'read')!;
    expect(
      (
        await server.request('PUT', `/api/users/${await server.userId('employee@academy.test')}`, {
          token: admin,
          json: { permissions: [readBank.id] },
        })
      ).status,
    ).toBe(200);
    expect((await server.request('GET', '/api/bank', { token })).status).toBe(200);
    expect(
      (await server.request('POST', '/api/bank', { token, json: { name: 'Nope Bank' } })).status,
    ).toBe(403);
  });

  it('a deactivated role locks its users out', async () => {
    const admin = tokens.get('admin');
    const token = await server.login('parent@academy.test');
    const roles = await server.request<{ data: { id: number }[] }>(
      'GET',
      '/api/role?filter[type]=4',
      { token: admin },
    );
    const parentRole = roles.body.data[0]!.id;
    await server.request('PUT', `/api/role/toggle/${parentRole}`, { token: admin });
    expect((await server.request('GET', '/api/user', { token })).status).toBe(401);
    await server.request('PUT', `/api/role/toggle/${parentRole}`, { token: admin });
    expect((await server.request('GET', '/api/user', { token })).status).toBe(200);
  });
});

describe('row scope', () => {
  it('a non-admin granted User abilities sees and changes only their own account (others are 404)', async () => {
    const admin = tokens.get('admin');
    const token = tokens.get('student');
    const perms = await server.request<{ data: { id: number; action: string }[] }>(
      'GET',
      '/api/permission?filter[subject]=User&per_page=10',
      { token: admin },
    );
    const ids = perms.body.data
      .filter((p) => p.action === 'read' || p.action === 'update')
      .map((p) => p.id);
    const own = await server.userId('student@academy.test');
    const other = await server.userId('admin@academy.test');
    await server.request('PUT', `/api/users/${own}`, { token: admin, json: { permissions: ids } });

    const listed = await server.request<{ data: { id: number }[]; meta: { total: number } }>(
      'GET',
      '/api/users',
      { token },
    );
    expect(listed.body.data.map((u) => u.id)).toEqual([own]);
    expect(listed.body.meta.total).toBe(1);
    expect((await server.request('GET', `/api/users/${own}`, { token })).status).toBe(200);
    expect((await server.request('GET', `/api/users/${other}`, { token })).status).toBe(404);
    expect(
      (
        await server.request('PUT', `/api/users/${other}`, {
          token,
          json: { first_name: 'Hacked' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await server.request('GET', `/api/users?filter[id]=${other}`, { token })).body,
    ).toMatchObject({
      data: [],
    });
    expect((await server.request('GET', '/api/users?search=admin', { token })).body).toMatchObject({
      data: [],
    });
  });
});
