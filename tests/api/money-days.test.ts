/**
 * The money kept per account, day, month and kind (server/db/money-days.ts) against the rows
 * underneath: a seeded random run of money writes — through the API, and straight into the
 * tables as an import or a script would, affiliate payouts among them — each followed by the
 * money by month compared with the money by day, and the dashboard's figures, two accounts'
 * ledgers (balances, totals, pages of entries with running balances) and their balances compared
 * with the same figures worked out from plain selects (tests/support/money-expected.ts). Then
 * many concurrent writes to one day's bucket, which must lose none.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReport } from '../../schema';
import { lastTwelveMonths } from '../../server/domain/dashboard/figures';
import { monthOf } from '../../server/domain/finance/period';
import { addDays, centreNow } from '../../server/domain/scheduling/calendar';
import { testDialect } from '../support/database';
import { insertRow, seededRandom } from '../support/insert-rows';
import {
  allMovements,
  expectedDashboard,
  expectedLedger,
  type ExpectedEntry,
} from '../support/money-expected';
import { startTestServer, type TestServer } from '../support/server';
import { openTables } from '../../server/db/types';

type Rec = Record<string, unknown>;

let server: TestServer;
let token = '';
const today = centreNow().date;
const PERIOD = { start: addDays(today, -120), end: today };
const QUERY = `start_date=${PERIOD.start}&end_date=${PERIOD.end}`;
const PER_PAGE = 3;
const accounts: { id: number; opening: number }[] = [];
const ids = { expenseType: 0, employee: 0, order: 0, affiliate: 0 };
const minor = (major: unknown) => Math.round(Number(major) * 100);

const api = (method: string, path: string, json?: unknown) =>
  server.request<{ data: Rec; meta: Rec }>(method, path, { token, json });

async function firstId(table: string, where?: [string, string, unknown]): Promise<number> {
  let query = openTables(server.connection.db).selectFrom(table).select('id').orderBy('id');
  if (where) query = query.where(where[0], where[1] as '=', where[2]);
  return Number((await query.executeTakeFirstOrThrow()).id);
}

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('admin@academy.test');
  const bank = await firstId('banks');
  for (const index of [1, 2]) {
    const opening = 50_000_000;
    const id = await insertRow(server, 'bank_accounts', {
      bank_id: bank,
      account_name: `Aggregate ${index}`,
      account_number: `AGG-${index}`,
      opening_balance: opening,
      is_active: 1,
    });
    accounts.push({ id, opening });
  }
  ids.expenseType = await firstId('expense_types');
  ids.employee = await firstId('employees');
  ids.order = await firstId('orders', ['payment_status', 'in', ['unpaid', 'partial']]);
  ids.affiliate = await firstId('affiliates');
  // Earned commission enough for every payout of the run: a payout above it would be refused.
  const payment = await firstId('order_payments', ['kind', '=', 'payment']);
  const order = await server.connection.db
    .selectFrom('orders')
    .innerJoin('order_payments', 'order_payments.order_id', 'orders.id')
    .select(['orders.id', 'orders.student_id', 'orders.course_id'])
    .where('order_payments.id', '=', payment)
    .executeTakeFirstOrThrow();
  await insertRow(server, 'affiliate_commissions', {
    label: 'Aggregate commission',
    affiliate_id: ids.affiliate,
    order_id: order.id,
    order_payment_id: payment,
    student_id: order.student_id,
    course_id: order.course_id,
    kind: 'payment',
    payment_amount: 900_000_000,
    rate: 10_000,
    amount: 900_000_000,
    date: today,
  });
});
afterAll(() => server.close());

const entryOf = (entry: Rec): ExpectedEntry => ({
  date: String(entry.date),
  kind: String(entry.kind),
  resource_id: Number(entry.resource_id),
  money_in: minor(entry.money_in),
  money_out: minor(entry.money_out),
  voided: Boolean(entry.voided),
  balance: minor(entry.balance),
});

/** The money kept per month is the money kept per day summed by month, after `step`. */
async function expectMonthsOfDays(step: string): Promise<void> {
  const db = server.connection.db;
  const plain = (rows: Rec[]) =>
    rows.map((row) => ({
      bank_account_id: Number(row.bank_account_id),
      month: String(row.month),
      kind: String(row.kind),
      counts: Number(row.counts),
      amount: Number(row.amount),
      entries: Number(row.entries),
    }));
  const summed = await sql<Rec>`
    select bank_account_id, substr(cast(day as text), 1, 7) || '-01' as month, kind, counts,
      sum(amount) as amount, sum(entries) as entries
    from money_days group by 1, 2, 3, 4 having sum(amount) <> 0 or sum(entries) <> 0
    order by 1, 2, 3, 4`.execute(db);
  const kept = await sql<Rec>`
    select bank_account_id, cast(month as text) as month, kind, counts, amount, entries
    from money_months where amount <> 0 or entries <> 0 order by 1, 2, 3, 4`.execute(db);
  expect(plain(kept.rows), `money by month after ${step}`).toEqual(plain(summed.rows));
}

/** Every figure the app answers equals the one worked out from the rows, after `step`. */
async function expectExact(step: string): Promise<void> {
  await expectMonthsOfDays(step);
  const moves = await allMovements(server.connection.db);
  const months = lastTwelveMonths(PERIOD.end);
  const dashboard = expectedDashboard(moves, PERIOD, months);
  const report = (await api('GET', `/api/dashboard/report?${QUERY}`)).body.data
    .report as unknown as AdminReport;
  expect(
    {
      breakdown: Object.fromEntries(
        Object.entries(report.breakdown).map(([source, value]) => [source, minor(value)]),
      ),
      revenue: minor(report.revenue),
      expenses: minor(report.expenses),
      profit: minor(report.profit),
      monthly: report.monthly.map((point) => ({
        month: point.month,
        revenue: minor(point.revenue),
        expenses: minor(point.expenses),
        profit: minor(point.profit),
      })),
    },
    `dashboard after ${step}`,
  ).toEqual(dashboard);
  const balances = (
    await server.request<{ data: { id: number; balance: number }[] }>(
      'GET',
      '/api/bank-account/balances',
      { token },
    )
  ).body.data;
  for (const account of accounts) {
    // Every counted movement, whatever its date: a ledger that never ends.
    const whole = expectedLedger(moves, account, { start: '0000-01-01', end: '9999-12-31' });
    expect(
      minor(balances.find((b) => b.id === account.id)?.balance),
      `balance of account ${account.id} after ${step}`,
    ).toBe(whole.closing_balance);
  }
  for (const account of accounts) {
    const ledger = expectedLedger(moves, account, PERIOD);
    const pages = Math.max(1, Math.ceil(ledger.entries.length / PER_PAGE));
    for (const page of new Set([1, 2, pages, pages + 1])) {
      const { body } = await api(
        'GET',
        `/api/bank-account/${account.id}/ledger?${QUERY}&per_page=${PER_PAGE}&page=${page}`,
      );
      const data = body.data;
      expect(
        {
          opening_balance: minor(data.opening_balance),
          money_in: minor(data.money_in),
          money_out: minor(data.money_out),
          closing_balance: minor(data.closing_balance),
          total: body.meta.total,
          entries: (data.entries as Rec[]).map(entryOf),
        },
        `ledger of account ${account.id}, page ${page}, after ${step}`,
      ).toEqual({
        opening_balance: ledger.opening_balance,
        money_in: ledger.money_in,
        money_out: ledger.money_out,
        closing_balance: ledger.closing_balance,
        total: ledger.entries.length,
        entries: ledger.entries.slice((page - 1) * PER_PAGE, page * PER_PAGE),
      });
    }
  }
}

describe('money kept per day', () => {
  it('answers the dashboard and ledgers exactly as the rows sum, after each of a random run of money writes', async () => {
    const rng = seededRandom(20261126);
    const db = server.connection.db;
    const date = () => addDays(today, rng.int(-200, 5));
    const amount = () => rng.int(1, 2_000_000) / 100;
    const account = () => rng.pick(accounts).id;
    const made: { resource: string; table: string; id: number; toggles: boolean }[] = [];
    let payRuns = 0;

    const create = async (resource: string, table: string, values: Rec) => {
      const { status, body } = await api('POST', `/api/${resource}`, values);
      expect(status, JSON.stringify(body)).toBe(201);
      made.push({
        resource,
        table,
        id: Number(body.data.id),
        toggles: table !== 'additional_incomes',
      });
    };
    const steps: [name: string, run: () => Promise<unknown>][] = [
      [
        'an expense',
        () =>
          create('expense', 'expenses', {
            title: 'Aggregate expense',
            expense_type_id: ids.expenseType,
            amount: amount(),
            date: date(),
            bank_account_id: account(),
          }),
      ],
      [
        'a withdrawal',
        () =>
          create('withdraw', 'withdraws', {
            purpose: 'Aggregate withdrawal',
            amount: amount(),
            date: date(),
            bank_account_id: account(),
          }),
      ],
      [
        'an additional income',
        () =>
          create('additional-income', 'additional_incomes', {
            title: 'Aggregate income',
            amount: amount(),
            date: date(),
            bank_account_id: account(),
          }),
      ],
      [
        'an edit of date, amount and account',
        async () => {
          if (made.length === 0) return;
          const row = rng.pick(made);
          const patch: Rec = {};
          if (rng.next() < 0.6) patch.date = date();
          if (rng.next() < 0.6) patch.amount = amount();
          if (rng.next() < 0.6) patch.bank_account_id = account();
          const { status, body } = await api('PUT', `/api/${row.resource}/${row.id}`, patch);
          expect(status, JSON.stringify(body)).toBe(200);
        },
      ],
      [
        'a toggle of active',
        async () => {
          const row = made.filter((m) => m.toggles);
          if (row.length === 0) return;
          const picked = rng.pick(row);
          const { status, body } = await api('PUT', `/api/${picked.resource}/toggle/${picked.id}`);
          expect(status, JSON.stringify(body)).toBe(200);
        },
      ],
      [
        'a delete',
        async () => {
          if (made.length === 0) return;
          const row = made.splice(rng.int(0, made.length - 1), 1)[0]!;
          expect((await api('DELETE', `/api/${row.resource}/${row.id}`)).status).toBe(200);
        },
      ],
      [
        'an order payment or refund',
        () =>
          // Refused (422) when the order's due or what it holds does not allow it.
          api('POST', '/api/order-payment', {
            order_id: ids.order,
            kind: rng.pick(['payment', 'payment', 'refund']),
            amount: rng.int(1, 5_000) / 100,
            date: date(),
            bank_account_id: account(),
          }),
      ],
      [
        'a pay run paid',
        async () => {
          payRuns += 1;
          // Recorded as a pay run without hours would be refused: the run is written as rows.
          const run = await insertRow(server, 'tutor_payments', {
            label: `Aggregate pay run ${payRuns}`,
            employee_id: ids.employee,
            period: `20${10 + payRuns}-01`,
            total: rng.int(1, 900_000),
            bank_account_id: account(),
            status: 'unpaid',
          });
          const paid = await api('PUT', `/api/tutor-payment/status/change/${run}/paid`);
          expect(paid.status, JSON.stringify(paid.body)).toBe(200);
        },
      ],
      [
        'a tutor payment changed in SQL (paid and unpaid, amount, date, account)',
        async () => {
          const rows = await db.selectFrom('tutor_payments').select('id').execute();
          await db
            .updateTable('tutor_payments')
            .set({
              status: rng.pick(['paid', 'unpaid']),
              total: rng.int(0, 900_000),
              paid_at: rng.next() < 0.8 ? date() : null,
              bank_account_id: account(),
            })
            .where('id', '=', Number(rng.pick(rows).id))
            .execute();
        },
      ],
      [
        'an affiliate payout',
        async () => {
          // Not among the rows edited, toggled or deleted: a payout is never changed by the API.
          const { status, body } = await api('POST', '/api/affiliate-payout', {
            affiliate_id: ids.affiliate,
            amount: amount(),
            date: date(),
            bank_account_id: account(),
          });
          expect(status, JSON.stringify(body)).toBe(201);
        },
      ],
      [
        'an affiliate payout inserted, another changed and another deleted in SQL',
        async () => {
          await insertRow(server, 'affiliate_payouts', {
            label: 'Imported payout',
            affiliate_id: ids.affiliate,
            amount: rng.int(1, 900_000),
            date: date(),
            bank_account_id: account(),
          });
          const rows = await db.selectFrom('affiliate_payouts').select('id').execute();
          await db
            .updateTable('affiliate_payouts')
            .set({ amount: rng.int(1, 900_000), date: date(), bank_account_id: account() })
            .where('id', '=', Number(rng.pick(rows).id))
            .execute();
          if (rng.next() < 0.5)
            await db
              .deleteFrom('affiliate_payouts')
              .where('id', '=', Number(rng.pick(rows).id))
              .execute();
        },
      ],
      [
        'an expense inserted and another deleted in SQL',
        async () => {
          await insertRow(server, 'expenses', {
            title: 'Imported expense',
            expense_type_id: ids.expenseType,
            amount: rng.int(1, 900_000),
            date: date(),
            bank_account_id: account(),
            is_active: rng.pick([0, 1]),
          });
          const victim = await db
            .selectFrom('expenses')
            .select('id')
            .where('title', '=', 'Imported expense')
            .orderBy('id')
            .executeTakeFirst();
          if (rng.next() < 0.5 && victim)
            await db.deleteFrom('expenses').where('id', '=', Number(victim.id)).execute();
        },
      ],
    ];
    await expectExact('the demo data');
    for (let i = 0; i < 45; i++) {
      const [name, run] = rng.pick(steps);
      await run();
      await expectExact(`step ${i + 1}, ${name}`);
    }
    // Some 450 requests and as many plain selects: minutes on a busy machine.
  }, 300_000);

  it('loses no update when many writers move money into and out of one day at once', async () => {
    const [account] = accounts;
    const day = addDays(today, -3);
    const other = addDays(today, -4);
    const write = (i: number) =>
      api('POST', '/api/expense', {
        title: `Concurrent ${i}`,
        expense_type_id: ids.expenseType,
        amount: i + 1.25,
        date: day,
        bank_account_id: account!.id,
      });
    const created = await Promise.all(Array.from({ length: 24 }, (_, i) => write(i)));
    for (const answer of created) expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    // Half of them move to the day before, a quarter are switched off, at the same time as more
    // are written.
    await Promise.all([
      ...created
        .slice(0, 12)
        .map((answer) => api('PUT', `/api/expense/${answer.body.data.id}`, { date: other })),
      ...created
        .slice(12, 18)
        .map((answer) => api('PUT', `/api/expense/toggle/${answer.body.data.id}`)),
      ...Array.from({ length: 12 }, (_, i) => write(100 + i)),
    ]);
    const kept = await sql<{ day: string; counts: number; amount: number; entries: number }>`
      select cast(day as text) as day, counts, amount, entries from money_days
      where bank_account_id = ${account!.id} and kind = 'expense' and day in (${day}, ${other})
        and entries <> 0
      order by day, counts`.execute(server.connection.db);
    const summed = await sql<{ day: string; counts: number; amount: number; entries: number }>`
      select cast(date as text) as day, is_active as counts, sum(amount) as amount,
        count(*) as entries
      from expenses
      where bank_account_id = ${account!.id} and date in (${day}, ${other})
      group by date, is_active
      order by 1, 2`.execute(server.connection.db);
    const plain = (rows: Rec[]) =>
      rows.map((row) => ({
        day: String(row.day),
        counts: Number(row.counts),
        amount: Number(row.amount),
        entries: Number(row.entries),
      }));
    expect(plain(kept.rows)).toEqual(plain(summed.rows));
    expect(plain(summed.rows).reduce((sum, row) => sum + row.entries, 0)).toBe(36);
    await expectMonthsOfDays('the concurrent writes');
  });

  it.runIf(testDialect() === 'postgres')(
    'makes a transaction writing two days of a month that another is writing wait for it instead of deadlocking',
    async () => {
      const db = server.connection.db;
      const [account] = accounts;
      const month = monthOf(addDays(today, -45));
      const [early, late] = [addDays(month.start, 2), addDays(month.start, 9)];
      const stamp = new Date().toISOString();
      const expense = (title: string, date: string) => ({
        title,
        expense_type_id: ids.expenseType,
        amount: 100,
        date,
        bank_account_id: account!.id,
        is_active: 1,
        created_at: stamp,
        updated_at: stamp,
      });
      const waitingForALock = async () =>
        Number(
          (
            await sql<{ n: number }>`select count(*) as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`.execute(db)
          ).rows[0]?.n,
        );
      const first = await db.startTransaction().execute();
      const second = await db.startTransaction().execute();
      const write = (trx: typeof first, title: string, date: string) =>
        openTables(trx).insertInto('expenses').values(expense(title, date)).execute();
      await write(first, 'Opposite order A1', early);
      // The second writes the late day, then the early one: the opposite order of the first.
      const secondWrites = (async () => {
        await write(second, 'Opposite order B1', late);
        await write(second, 'Opposite order B2', early);
        await second.commit().execute();
      })();
      // It waits for the month the first holds, holding no day the first still has to write.
      await expect.poll(waitingForALock, { timeout: 5_000 }).toBe(1);
      await write(first, 'Opposite order A2', late);
      await first.commit().execute();
      await secondWrites;
      const written = await openTables(db)
        .selectFrom('expenses')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('title', 'like', 'Opposite order %')
        .executeTakeFirstOrThrow();
      expect(Number(written.n)).toBe(4);
      await expectMonthsOfDays('two transactions writing one month in opposite orders');
    },
  );
});
