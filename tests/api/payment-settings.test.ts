/**
 * The payment settings screen's API: `GET` and `PUT /api/payment-settings` read and save the
 * account online payments go to, the minimum part payment (a whole percent, 1–100) and the
 * tutoring request fee, for those who may change settings only; bad values are 422 field errors
 * in the request's language and nothing is saved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

type Body = Record<string, unknown>;
let server: TestServer;
let admin: string;
let account: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
  const row = await server.connection.db
    .selectFrom('bank_accounts')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  account = Number(row.id);
});
afterAll(() => server.close());

const stored = async () =>
  Object.fromEntries(
    (
      await server.connection.db
        .selectFrom('settings')
        .select(['name', 'value'])
        .where('group', '=', 'payment')
        .execute()
    ).map((row) => [row.name, row.value]),
  );

describe('an admin', () => {
  it('reads the defaults before anything is set: no account, 100 %, no fee', async () => {
    const response = await server.request<{ data: Body }>('GET', '/api/payment-settings', {
      token: admin,
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      online_bank_account_id: null,
      online_minimum_percent: 100,
      tutoring_request_fee: 0,
    });
  });

  it('saves all three, and online payment follows them', async () => {
    const response = await server.request<{ data: Body }>('PUT', '/api/payment-settings', {
      token: admin,
      json: {
        online_bank_account_id: account,
        online_minimum_percent: '25',
        tutoring_request_fee: '500.50',
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toEqual({
      online_bank_account_id: account,
      online_minimum_percent: 25,
      tutoring_request_fee: 500.5,
    });
    expect(await stored()).toMatchObject({
      online_bank_account_id: String(account),
      online_minimum_percent: '25',
      tutoring_request_fee: '50050',
    });
    const config = await server.request<{ data: Body }>('GET', '/api/online-payment/config', {
      token: admin,
    });
    expect(config.body.data.minimum_percent).toBe(25);
  });

  it('turns online payment off by clearing the account, and the fee off with 0', async () => {
    const response = await server.request<{ data: Body }>('PUT', '/api/payment-settings', {
      token: admin,
      json: { online_bank_account_id: '', tutoring_request_fee: '0' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toEqual({
      online_bank_account_id: null,
      online_minimum_percent: 25,
      tutoring_request_fee: 0,
    });
  });

  it('is refused bad values field by field (422), and nothing is saved', async () => {
    const before = await stored();
    const response = await server.request<Body>('PUT', '/api/payment-settings', {
      token: admin,
      json: {
        online_bank_account_id: 999_999,
        online_minimum_percent: '101',
        tutoring_request_fee: '-1',
        currency: 'usd',
      },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      online_bank_account_id: ['The selected account for online payments is invalid.'],
      online_minimum_percent: ['The minimum part payment (%) field must not be greater than 100.'],
      tutoring_request_fee: ['The tutoring request fee field must be at least 0.'],
      currency: ['The currency field is prohibited.'],
    });
    const more = await server.request<Body>('PUT', '/api/payment-settings', {
      token: admin,
      json: { online_minimum_percent: '0', tutoring_request_fee: '1.005' },
    });
    expect(more.body.errors).toEqual({
      online_minimum_percent: ['The minimum part payment (%) field must be at least 1.'],
      tutoring_request_fee: [
        'The tutoring request fee field must be an amount with at most 2 decimal places.',
      ],
    });
    const words = await server.request<Body>('PUT', '/api/payment-settings', {
      token: admin,
      json: { online_minimum_percent: 'half' },
    });
    expect(words.body.errors).toEqual({
      online_minimum_percent: ['The minimum part payment (%) field must be an integer.'],
    });
    expect(await stored()).toEqual(before);
  });

  it('is answered in Bangla when the request asks for it', async () => {
    const response = await server.request<Body>('PUT', '/api/payment-settings', {
      token: admin,
      language: 'bn',
      json: { online_minimum_percent: '0' },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      online_minimum_percent: ['ন্যূনতম আংশিক পরিশোধ (%) অন্তত ১ হতে হবে।'],
    });
  });
});

describe('anyone else', () => {
  it.each(['student@academy.test', 'parent@academy.test', 'employee@academy.test'])(
    'is refused (403) reading and saving, as %s',
    async (email) => {
      const token = await server.login(email);
      const read = await server.request('GET', '/api/payment-settings', { token });
      expect(read.status).toBe(403);
      const saved = await server.request('PUT', '/api/payment-settings', {
        token,
        json: { online_minimum_percent: '10' },
      });
      expect(saved.status).toBe(403);
    },
  );

  it('must sign in (401)', async () => {
    expect((await server.request('GET', '/api/payment-settings')).status).toBe(401);
  });
});
