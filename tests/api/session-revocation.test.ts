/**
 * Sessions end when a password or an account's right to sign in changes, through every path that
 * writes one: each resource with a password field (the accounts at /api/users and the people
 * profiles behind them) and password reset. Browser push subscriptions go
 * with the sessions that saved them. Each test uses the token once before the change, so a cached
 * session is put to the test too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from '../../schema';
import { resources } from '../../resources.config';
import { readSettings } from '../../server/config/env';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { startPushService, type LocalPushService } from '../support/push-service';
import { rawRequest } from '../support/raw-request';
import { startTestServer, type TestServer } from '../support/server';
import { openTables } from '../../server/db/types';

let server: TestServer;
let push: LocalPushService;
let nextAddress = 1;
let nextPassword = 1;

/** Each resource that sets a password, and the demo account it is tried on. */
const ACCOUNT_OF: Record<string, string> = {
  users: 'affiliate@academy.test',
  student: 'student@academy.test',
  parent: 'parent@academy.test',
  employee: 'employee@academy.test',
};
const passwordResources = resources.filter((resource) =>
  Object.values(resource.fields).some((field) => field.type === 'password'),
);
const ADMIN = 'admin@academy.test';
/** The password each account has now (tests change them). */
const passwords = new Map<string, string>();

beforeAll(async () => {
  push = await startPushService();
  const defaults = readSettings();
  server = await startTestServer({
    // Each sign-in from its own address, so the route's per-address limit stays out of the way.
    trustProxy: true,
    webPush: { ...defaults.webPush, allowedHosts: ['127.0.0.1'], ca: push.ca },
  });
});
afterAll(async () => {
  await server?.close();
  await push?.close();
});

async function signIn(email: string): Promise<string> {
  const response = await rawRequest(server, 'POST', '/api/login', {
    headers: { 'x-forwarded-for': `198.51.100.${nextAddress++}` },
    json: { email, password: passwords.get(email) ?? DEMO_PASSWORD },
  });
  const token = response.json?.token;
  if (typeof token !== 'string') throw new Error(`Sign-in as ${email}: ${response.text}`);
  return token;
}

const whoAmI = async (token: string) =>
  (await server.request('GET', '/api/user', { token })).status;

async function send(token: string, method: string, path: string, json?: unknown) {
  const response = await server.request(method, path, { token, json });
  expect(response.status, `${method} ${path}: ${JSON.stringify(response.body)}`).toBe(200);
}

/** The record id of the account's row in the resource (the account itself, or its profile). */
async function recordId(resource: Resource, email: string): Promise<number> {
  const userId = await server.userId(email);
  if (resource.table === 'users') return userId;
  const row = await openTables(server.connection.db)
    .selectFrom(resource.table)
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const newPassword = () => `changed-password-${nextPassword++}`;

/** Turning the account off and on again through the resource's toggle or status change. */
function switchPath(resource: Resource, id: number, on: boolean): string {
  if (resource.toggleField) return `/api/${resource.name}/toggle/${id}`;
  return `/api/${resource.name}/status/change/${id}/${on ? 'active' : 'inactive'}`;
}
const activeValue = (resource: Resource, on: boolean) =>
  resource.toggleField ? { [resource.toggleField]: on } : { status: on ? 'active' : 'inactive' };

async function subscribe(token: string, browser: string): Promise<number> {
  const response = await server.request<{ data: { id: number } }>(
    'POST',
    '/api/push-subscription',
    { token, json: push.browser(browser).subscription },
  );
  expect(response.status).toBe(201);
  return response.body.data.id;
}

async function subscriptionIds(email: string): Promise<number[]> {
  const rows = await server.connection.db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', await server.userId(email))
    .orderBy('id')
    .execute();
  return rows.map((row) => Number(row.id));
}

it('covers every resource with a password field', () => {
  expect(passwordResources.map((r) => r.name).sort()).toEqual(Object.keys(ACCOUNT_OF).sort());
});

describe.each(passwordResources.map((resource) => [resource.name, resource] as const))(
  'through /api/%s',
  (name, resource) => {
    const email = ACCOUNT_OF[name]!;

    it(`an admin setting the password with PUT /api/${name}/{id} ends every session of the account; the admin's stays`, async () => {
      const admin = await signIn(ADMIN);
      const first = await signIn(email);
      const second = await signIn(email);
      expect(await whoAmI(first)).toBe(200);
      const password = newPassword();
      await send(admin, 'PUT', `/api/${name}/${await recordId(resource, email)}`, { password });
      passwords.set(email, password);
      expect(await whoAmI(first)).toBe(401);
      expect(await whoAmI(second)).toBe(401);
      expect(await whoAmI(admin)).toBe(200);
      expect(await whoAmI(await signIn(email))).toBe(200);
    });

    it(`turning the account off with ${resource.toggleField ? 'the toggle' : 'the status change'} ends its sessions for good`, async () => {
      const admin = await signIn(ADMIN);
      const session = await signIn(email);
      expect(await whoAmI(session)).toBe(200);
      const id = await recordId(resource, email);
      await send(admin, 'PUT', switchPath(resource, id, false));
      await send(admin, 'PUT', switchPath(resource, id, true));
      expect(await whoAmI(session)).toBe(401);
      expect(await whoAmI(await signIn(email))).toBe(200);
    });

    it(`turning the account off with PUT /api/${name}/{id} ends its sessions for good`, async () => {
      const admin = await signIn(ADMIN);
      const session = await signIn(email);
      expect(await whoAmI(session)).toBe(200);
      const path = `/api/${name}/${await recordId(resource, email)}`;
      await send(admin, 'PUT', path, activeValue(resource, false));
      await send(admin, 'PUT', path, activeValue(resource, true));
      expect(await whoAmI(session)).toBe(401);
      expect(await whoAmI(await signIn(email))).toBe(200);
    });
  },
);

describe('a user setting their own password', () => {
  it('with PUT /api/users/{id} keeps the session that set it and ends the others', async () => {
    const kept = await signIn(ADMIN);
    const other = await signIn(ADMIN);
    expect(await whoAmI(other)).toBe(200);
    const password = newPassword();
    await send(kept, 'PUT', `/api/users/${await server.userId(ADMIN)}`, { password });
    passwords.set(ADMIN, password);
    expect(await whoAmI(kept)).toBe(200);
    expect(await whoAmI(other)).toBe(401);
  });

  it("keeps the browser subscription of the session that set it and drops the others'", async () => {
    const kept = await signIn(ADMIN);
    const other = await signIn(ADMIN);
    const keptBrowser = await subscribe(kept, 'admin-laptop');
    await subscribe(other, 'admin-phone');
    await send(kept, 'PUT', `/api/users/${await server.userId(ADMIN)}`, {
      password: (passwords.set(ADMIN, newPassword()), passwords.get(ADMIN)),
    });
    expect(await subscriptionIds(ADMIN)).toEqual([keptBrowser]);
  });
});

describe('password reset', () => {
  it("ends every session of the account and drops its browsers' subscriptions", async () => {
    const email = ACCOUNT_OF.student!;
    const session = await signIn(email);
    expect(await whoAmI(session)).toBe(200);
    await subscribe(session, 'student-reset');
    const forgot = await rawRequest(server, 'POST', '/api/forgot-password', { json: { email } });
    expect(forgot.status).toBe(200);
    const mail = await server.connection.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('to', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const link = new URL(/https?:\S+/.exec(String(mail.text))![0]);
    const password = newPassword();
    const reset = await rawRequest(server, 'POST', '/api/reset-password', {
      json: {
        token: link.searchParams.get('token'),
        email,
        password,
        password_confirmation: password,
      },
    });
    expect(reset.status).toBe(200);
    passwords.set(email, password);
    expect(await whoAmI(session)).toBe(401);
    expect(await subscriptionIds(email)).toEqual([]);
  });
});

describe('browser subscriptions of an account whose password an admin sets', () => {
  it('go with its sessions', async () => {
    const email = ACCOUNT_OF.parent!;
    const admin = await signIn(ADMIN);
    await subscribe(await signIn(email), 'parent-laptop');
    expect(await subscriptionIds(email)).toHaveLength(1);
    const resource = passwordResources.find((r) => r.name === 'parent')!;
    const password = newPassword();
    await send(admin, 'PUT', `/api/parent/${await recordId(resource, email)}`, { password });
    passwords.set(email, password);
    expect(await subscriptionIds(email)).toEqual([]);
  });
});
