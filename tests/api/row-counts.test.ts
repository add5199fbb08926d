/**
 * Kept row counts (server/db/row-counts.ts, docs/DATABASE.md "Row counts"): an unfiltered list's
 * total is the kept count, and that count stays exactly the table's rows whatever writes them
 * (the API, plain SQL, a multi-row insert, a rolled-back transaction, writers at once, a SQLite
 * table rebuild), on the database under test.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compactRowCounts, keptRowCount, ROWS_BEFORE_COMPACTING } from '../../server/db/row-counts';
import { rebuildSqliteTable } from '../../server/db/schema-change';
import { introspectTable } from '../../server/db/schema-model/introspect';
import { openTables } from '../../server/db/types';
import { testDialect } from '../support/database';
import { insertRow } from '../support/insert-rows';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let token = '';
let expenseType = 0;
let account = 0;

const listTotal = async (query = '') => {
  const response = await server.request<{ meta: { total: number } }>(
    'GET',
    `/api/expense?page=1&per_page=5${query}`,
    { token },
  );
  expect(response.status).toBe(200);
  return response.body.meta.total;
};

const tableRows = async () =>
  Number(
    (
      await openTables(server.connection.db)
        .selectFrom('expenses')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const expense = (title: string) => ({
  title,
  expense_type_id: expenseType,
  bank_account_id: account,
  amount: 1_000,
  date: '2026-11-02',
  is_active: 1,
});

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('admin@academy.test');
  const type = await openTables(server.connection.db)
    .selectFrom('expense_types')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  expenseType = Number(type.id);
  const bankAccount = await openTables(server.connection.db)
    .selectFrom('bank_accounts')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  account = Number(bankAccount.id);
});
afterAll(() => server.close());

describe('an unfiltered list total', () => {
  it('is the kept count, not a count of the table', async () => {
    const db = server.connection.db;
    await compactRowCounts(db, 'expenses');
    await sql`update row_counts set n = n + 7 where table_name = 'expenses'`.execute(db);
    try {
      expect(await listTotal()).toBe((await tableRows()) + 7);
    } finally {
      await sql`update row_counts set n = n - 7 where table_name = 'expenses'`.execute(db);
    }
    expect(await listTotal()).toBe(await tableRows());
  });

  it('counts rows written with plain SQL at once, where a kept list total would wait for its time', async () => {
    const before = await listTotal();
    await insertRow(server, 'expenses', expense('Plain insert'));
    expect(await listTotal()).toBe(before + 1);
    await openTables(server.connection.db)
      .deleteFrom('expenses')
      .where('title', '=', 'Plain insert')
      .execute();
    expect(await listTotal()).toBe(before);
  });
});

describe('the kept count of a table', () => {
  it('follows creates and deletes through the API', async () => {
    const before = await tableRows();
    const created = await server.request<{ data: { id: number } }>('POST', '/api/expense', {
      token,
      json: { ...expense('Through the API'), amount: 10 },
    });
    expect(created.status).toBe(201);
    expect((await keptRowCount(server.connection.db, 'expenses'))?.total).toBe(before + 1);
    const deleted = await server.request('DELETE', `/api/expense/${created.body.data.id}`, {
      token,
    });
    expect(deleted.status).toBe(200);
    expect((await keptRowCount(server.connection.db, 'expenses'))?.total).toBe(before);
  });

  it('counts every row of a multi-row insert and of a multi-row delete', async () => {
    const db = openTables(server.connection.db);
    const stamp = new Date().toISOString();
    await db
      .insertInto('expenses')
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          ...expense(`Batch ${i}`),
          created_at: stamp,
          updated_at: stamp,
        })),
      )
      .execute();
    expect((await keptRowCount(server.connection.db, 'expenses'))?.total).toBe(await tableRows());
    await db.deleteFrom('expenses').where('title', 'like', 'Batch %').execute();
    expect((await keptRowCount(server.connection.db, 'expenses'))?.total).toBe(await tableRows());
  });

  it('is not moved by a rolled-back insert', async () => {
    const before = await tableRows();
    await expect(
      server.connection.db.transaction().execute(async (tx) => {
        const stamp = new Date().toISOString();
        await openTables(tx)
          .insertInto('expenses')
          .values({ ...expense('Rolled back'), created_at: stamp, updated_at: stamp })
          .execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await keptRowCount(server.connection.db, 'expenses'))?.total).toBe(before);
  });

  it('loses no row when many transactions insert and delete at once', async () => {
    const db = server.connection.db;
    const before = await tableRows();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction().execute(async (tx) => {
          const stamp = new Date().toISOString();
          const rows = openTables(tx);
          await rows
            .insertInto('expenses')
            .values([
              { ...expense(`Racer ${i}`), created_at: stamp, updated_at: stamp },
              { ...expense(`Racer ${i} gone`), created_at: stamp, updated_at: stamp },
            ])
            .execute();
          await rows.deleteFrom('expenses').where('title', '=', `Racer ${i} gone`).execute();
        }),
      ),
    );
    expect(await tableRows()).toBe(before + 20);
    expect((await keptRowCount(db, 'expenses'))?.total).toBe(before + 20);
    expect(await listTotal()).toBe(before + 20);
  });

  it.runIf(testDialect() === 'postgres')(
    'is folded into one row by a list read once it is summed from too many, keeping its sum',
    async () => {
      const db = server.connection.db;
      for (let i = 0; i <= ROWS_BEFORE_COMPACTING; i++)
        await insertRow(server, 'expenses', expense(`Fold ${i}`));
      const total = await tableRows();
      expect(await listTotal()).toBe(total);
      // The fold runs after the answer: wait for it.
      await expect
        .poll(async () => (await keptRowCount(db, 'expenses'))?.rows, { timeout: 5_000 })
        .toBe(1);
      expect((await keptRowCount(db, 'expenses'))?.total).toBe(total);
    },
  );

  it('is not kept for a table outside the kept ones, whose list is counted', async () => {
    expect(await keptRowCount(server.connection.db, 'expense_types')).toBeUndefined();
    const response = await server.request<{ meta: { total: number } }>(
      'GET',
      '/api/expense-type?page=1&per_page=1',
      { token },
    );
    const rows = await openTables(server.connection.db)
      .selectFrom('expense_types')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(response.body.meta.total).toBe(Number(rows.n));
  });

  it.runIf(testDialect() === 'sqlite')(
    'keeps counting after SQLite rebuilds the table',
    async () => {
      const db = server.connection.db;
      await rebuildSqliteTable(db, await introspectTable(db, 'expenses'));
      const before = await tableRows();
      await insertRow(server, 'expenses', expense('After the rebuild'));
      expect((await keptRowCount(db, 'expenses'))?.total).toBe(before + 1);
    },
  );
});
