/**
 * Checkout links in the public course catalogue: each published course a visitor can buy online
 * carries `checkout_url`, the app page that starts its checkout; a course with no free seat, or
 * any course while online payment is off (no provider keys, no account for online payments),
 * carries `null`. The public API stays read-only: checkout itself is the learner's signed-in call.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idWhere } from '../support/rows';
import { startTestServer, type TestServer } from '../support/server';
import { startFakeStripe, type FakeStripe } from '../support/stripe-api';

type Row = Record<string, unknown>;

let stripe: FakeStripe;
let server: TestServer;
let admin: string;

const stripeSettings = (port: string) => ({
  currency: 'bdt',
  stripe: {
    secretKey: 'sk_test_public_checkout',
    webhookSecret: 'whsec_test_public_checkout',
    api: { host: '127.0.0.1', port: Number(port), protocol: 'http' as const },
  },
});

const courses = async (on: TestServer) =>
  (await on.request<{ data: Row[] }>('GET', '/api/public/courses?per_page=100')).body.data;

const course = async (on: TestServer, id: number) =>
  (await on.request<{ data: Row }>('GET', `/api/public/courses/${id}`)).body.data;

async function setAccount(value: string) {
  const saved = await server.request('POST', '/api/setting', {
    token: admin,
    json: { group: 'payment', name: 'online_bank_account_id', value },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(201);
  return Number((saved.body.data as Row).id);
}

beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startTestServer({ onlinePayment: stripeSettings(new URL(stripe.url).port) });
  admin = await server.login('admin@academy.test');
});

afterAll(async () => {
  await server?.close();
  await stripe?.close();
});

describe('a public course while online payment is on', () => {
  let settingId: number;
  beforeAll(async () => {
    const account = await server.connection.db
      .selectFrom('bank_accounts')
      .select('id')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    settingId = await setAccount(String(account.id));
  });
  afterAll(async () => {
    await server.request('POST', `/api/setting/${settingId}`, {
      token: admin,
      json: { _method: 'PUT', value: '' },
    });
  });

  it('carries the app page that checks it out, in the list and by id', async () => {
    const listed = await courses(server);
    expect(listed.length).toBeGreaterThan(0);
    for (const row of listed)
      expect(row.checkout_url).toBe(`${server.settings.appUrl}/checkout/${String(row.id)}`);
    const math = await idWhere(server, 'courses', 'title', 'SAT Math Intensive');
    expect((await course(server, math)).checkout_url).toBe(
      `${server.settings.appUrl}/checkout/${math}`,
    );
  });

  it('carries null once the course has no free seat', async () => {
    const math = await idWhere(server, 'courses', 'title', 'SAT Math Intensive');
    const seated = await server.connection.db
      .selectFrom('student_courses')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('course_id', '=', math)
      .where('status', 'in', ['pending', 'active'])
      .executeTakeFirstOrThrow();
    await server.connection.db
      .updateTable('courses')
      .set({ capacity: Number(seated.n) })
      .where('id', '=', math)
      .execute();
    try {
      expect((await course(server, math)).checkout_url).toBeNull();
      const listed = (await courses(server)).find((row) => Number(row.id) === math);
      expect(listed?.checkout_url).toBeNull();
    } finally {
      await server.connection.db
        .updateTable('courses')
        .set({ capacity: null })
        .where('id', '=', math)
        .execute();
    }
  });
});

describe('a public course while online payment is off', () => {
  it('carries null when the centre has chosen no account for online payments', async () => {
    for (const row of await courses(server)) expect(row.checkout_url).toBeNull();
  });

  it('carries null without provider keys, however the centre is set up', async () => {
    const bare = await startTestServer({ onlinePayment: { currency: 'bdt', stripe: undefined } });
    try {
      const token = await bare.login('admin@academy.test');
      const account = await bare.connection.db
        .selectFrom('bank_accounts')
        .select('id')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      await bare.request('POST', '/api/setting', {
        token,
        json: { group: 'payment', name: 'online_bank_account_id', value: String(account.id) },
      });
      for (const row of await courses(bare)) expect(row.checkout_url).toBeNull();
    } finally {
      await bare.close();
    }
  });
});
