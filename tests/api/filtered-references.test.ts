/**
 * A reference filtered by another field of the same record (`filteredBy`): an expense's sub type
 * must belong to its expense type, whether the sub type or the type is the one that changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
type Answer = { data: Record<string, unknown>; errors: Record<string, string[]> };

let token = '';
const ids = { utilities: 0, utilitiesSub: 0, other: 0, otherSub: 0, account: 0 };

const call = (method: string, path: string, json: unknown) =>
  server.request<Answer>(method, `/api/${path}`, { token, json });

const expense = (type: number, sub: number) => ({
  title: 'Office costs',
  expense_type_id: type,
  sub_expense_type_id: sub,
  amount: 12.5,
  date: '2026-01-10',
  bank_account_id: ids.account,
});

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('admin@academy.test');
  const db = server.connection.db;
  const subs = await db
    .selectFrom('sub_expense_types')
    .select(['id', 'expense_type_id'])
    .where('is_active', '=', 1)
    .orderBy('id')
    .execute();
  const [first] = subs;
  const second = subs.find((s) => Number(s.expense_type_id) !== Number(first!.expense_type_id));
  ids.utilities = Number(first!.expense_type_id);
  ids.utilitiesSub = Number(first!.id);
  ids.other = Number(second!.expense_type_id);
  ids.otherSub = Number(second!.id);
  const account = await db
    .selectFrom('bank_accounts')
    .select('id')
    .where('is_active', '=', 1)
    .executeTakeFirstOrThrow();
  ids.account = Number(account.id);
});

afterAll(async () => {
  await server?.close();
});

describe('a sub expense type filtered by the expense type', () => {
  it('refuses a sub type of another expense type with a 422 on the sub type', async () => {
    const res = await call('POST', 'expense', expense(ids.utilities, ids.otherSub));
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['sub_expense_type_id']);
  });

  it('saves a sub type of the chosen expense type', async () => {
    const res = await call('POST', 'expense', expense(ids.utilities, ids.utilitiesSub));
    expect(res.status).toBe(201);
    expect(res.body.data.sub_expense_type_id).toBe(ids.utilitiesSub);
  });

  it('refuses a new expense type that leaves the stored sub type behind', async () => {
    const made = await call('POST', 'expense', expense(ids.utilities, ids.utilitiesSub));
    const res = await call('PUT', `expense/${String(made.body.data.id)}`, {
      expense_type_id: ids.other,
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['sub_expense_type_id']);
  });
});
