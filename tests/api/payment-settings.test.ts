/**
 * The payment settings: the `payment` settings group (schema/site/settings-groups.ts), saved with
 * the generic `PUT /api/setting/group/payment` like every settings screen: the account online
 * payments go to (a reference to a bank account), the minimum part payment (a whole number,
 * 1–100) and the tutoring request fee (money in major units, stored in minor units). Only those
 * who may change settings save them; bad values are 422 field errors in the request's language
 * and nothing is saved. `GET` / `PUT /api/payment-settings` stays as the contract's alias.
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

const saveGroup = (json: Body, language?: string) =>
  server.request<Body>('PUT', '/api/setting/group/payment', { token: admin, json, language });

const read = async () =>
  (await server.request<{ data: Body }>('GET', '/api/payment-settings', { token: admin })).body
    .data;

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

  it('saves all three as the payment group, the fee in minor units, and online payment follows them', async () => {
    const response = await saveGroup({
      online_bank_account_id: account,
      online_minimum_percent: '25',
      tutoring_request_fee: '500.50',
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(await stored()).toMatchObject({
      online_bank_account_id: String(account),
      online_minimum_percent: '25',
      tutoring_request_fee: '50050',
    });
    expect(await read()).toEqual({
      online_bank_account_id: account,
      online_minimum_percent: 25,
      tutoring_request_fee: 500.5,
    });
    const config = await server.request<{ data: Body }>('GET', '/api/online-payment/config', {
      token: admin,
    });
    expect(config.body.data.minimum_percent).toBe(25);
  });

  it('turns online payment off by clearing the account, and the fee off with 0', async () => {
    const response = await saveGroup({ online_bank_account_id: '', tutoring_request_fee: '0' });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(await read()).toEqual({
      online_bank_account_id: null,
      online_minimum_percent: 25,
      tutoring_request_fee: 0,
    });
  });

  it('is refused bad values field by field (422), and nothing is saved', async () => {
    const before = await stored();
    const response = await saveGroup({
      online_bank_account_id: 999_999,
      online_minimum_percent: '101',
      tutoring_request_fee: '-1',
      currency: 'usd',
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      online_bank_account_id: ['The selected online bank account id does not exist.'],
      online_minimum_percent: ['The online minimum percent may not be greater than 100.'],
      tutoring_request_fee: ['The tutoring request fee must be at least 0.'],
      currency: ['The currency is not a setting of the payment group.'],
    });
    const more = await saveGroup({
      online_bank_account_id: 'first',
      online_minimum_percent: '0',
      tutoring_request_fee: '1.005',
    });
    expect(more.body.errors).toEqual({
      online_bank_account_id: ['The selected online bank account id does not exist.'],
      online_minimum_percent: ['The online minimum percent must be at least 1.'],
      tutoring_request_fee: [
        'The tutoring request fee must be an amount with at most 2 decimal places.',
      ],
    });
    const words = await saveGroup({ online_minimum_percent: 'half', tutoring_request_fee: 'ten' });
    expect(words.body.errors).toEqual({
      online_minimum_percent: ['The online minimum percent must be a whole number.'],
      tutoring_request_fee: [
        'The tutoring request fee must be an amount with at most 2 decimal places.',
      ],
    });
    const empty = await saveGroup({ online_minimum_percent: '' });
    expect(empty.body.errors).toEqual({
      online_minimum_percent: ['The online minimum percent field is required.'],
    });
    expect(await stored()).toEqual(before);
  });

  it('is refused each new kind of setting in Bangla when the request asks for it', async () => {
    const before = await stored();
    const response = await saveGroup(
      {
        online_bank_account_id: 999_999,
        online_minimum_percent: '0',
        tutoring_request_fee: '1.005',
      },
      'bn',
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      online_bank_account_id: ['বেছে নেওয়া অনলাইন পেমেন্টের অ্যাকাউন্ট নেই।'],
      online_minimum_percent: ['ন্যূনতম আংশিক পরিশোধ (%) অন্তত ১ হতে হবে।'],
      tutoring_request_fee: ['টিউটরিং অনুরোধ ফি সর্বোচ্চ ২ দশমিক ঘরের একটি পরিমাণ হতে হবে।'],
    });
    const more = await saveGroup(
      { online_minimum_percent: '101', tutoring_request_fee: '-1' },
      'bn',
    );
    expect(more.body.errors).toEqual({
      online_minimum_percent: ['ন্যূনতম আংশিক পরিশোধ (%) ১০০-এর বেশি হতে পারবে না।'],
      tutoring_request_fee: ['টিউটরিং অনুরোধ ফি অন্তত ০ হতে হবে।'],
    });
    const words = await saveGroup({ online_minimum_percent: 'half' }, 'bn');
    expect(words.body.errors).toEqual({
      online_minimum_percent: ['ন্যূনতম আংশিক পরিশোধ (%) একটি পূর্ণসংখ্যা হতে হবে।'],
    });
    expect(await stored()).toEqual(before);
  });
});

describe('the contract alias PUT /api/payment-settings', () => {
  it('saves through the payment group and answers the three as online payment reads them', async () => {
    const response = await server.request<{ data: Body }>('PUT', '/api/payment-settings', {
      token: admin,
      json: { online_bank_account_id: account, tutoring_request_fee: '12.5' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toEqual({
      online_bank_account_id: account,
      online_minimum_percent: 25,
      tutoring_request_fee: 12.5,
    });
    expect(await stored()).toMatchObject({ tutoring_request_fee: '1250' });
  });

  it('is refused in the words of the group, in the request language', async () => {
    const response = await server.request<Body>('PUT', '/api/payment-settings', {
      token: admin,
      json: { online_minimum_percent: 'half', currency: 'usd' },
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      online_minimum_percent: ['The online minimum percent must be a whole number.'],
      currency: ['The currency is not a setting of the payment group.'],
    });
    const bangla = await server.request<Body>('PUT', '/api/payment-settings', {
      token: admin,
      language: 'bn',
      json: { online_minimum_percent: 'half' },
    });
    expect(bangla.body.errors).toEqual({
      online_minimum_percent: ['ন্যূনতম আংশিক পরিশোধ (%) একটি পূর্ণসংখ্যা হতে হবে।'],
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
      for (const path of ['/api/setting/group/payment', '/api/payment-settings']) {
        const saved = await server.request('PUT', path, {
          token,
          json: { online_minimum_percent: '10' },
        });
        expect(saved.status, path).toBe(403);
      }
    },
  );

  it('must sign in (401)', async () => {
    expect((await server.request('GET', '/api/payment-settings')).status).toBe(401);
    expect(
      (
        await server.request('PUT', '/api/setting/group/payment', {
          json: { online_minimum_percent: '10' },
        })
      ).status,
    ).toBe(401);
  });
});
