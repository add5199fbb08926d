/**
 * `money_days` and `money_months`: every bank account's money per day, and per month, and kind of
 * movement, kept by triggers in the transaction of each write to a money table (docs/DATABASE.md,
 * "Money by day"). The dashboard's figures and a ledger's balances read a few of these rows
 * instead of summing every payment and expense ever made: whole months from `money_months`, the
 * days at a period's ends from `money_days`.
 *
 * One row per (bank_account_id, day or month, kind, counts): `amount` is the sum of the rows'
 * amounts (minor units, always positive: `kind` says the direction), `entries` how many rows.
 * `counts` is 0 for voided rows (switched-off withdrawals and expenses), which a ledger lists but
 * no balance or total sums. Rows without an account are filed under account 0 (no account has
 * that id), so the dashboard still counts them. A month is filed under its first day.
 *
 * The kinds and what makes a row one, as in server/domain/finance/movements.ts: additional incomes
 * (`income`), order payments of kind `payment` and `refund`, withdrawals, expenses, and tutor
 * payments whose status is `paid` (on `paid_at`), affiliate payouts. Triggers rather than the
 * write path's hooks, so that no write can miss them: a plain SQL insert, an import or a test's
 * direct row moves the figures as well as a form does, and a rolled-back write takes its
 * adjustment with it.
 */
import { sql } from 'kysely';
import { columnTypes, dialectOf } from './schema-builder';
import type { Db } from './types';

export const MONEY_DAYS = 'money_days' as const;
/**
 * The same money per month (`month` is the month's first day): what a report over many months, a
 * balance or the money before a ledger's period reads instead of a row per day.
 */
export const MONEY_MONTHS = 'money_months' as const;

/** One money table: how a row (`r` stands for `new` or `old`) is filed, as SQL expressions. */
export interface MoneyTable {
  table: string;
  kind: string;
  day: string;
  amount: string;
  counts: string;
  /** Whether the row moves (or, voided, would move) money at all. */
  moves: string;
}

export const MONEY_TABLES: readonly MoneyTable[] = [
  {
    table: 'additional_incomes',
    kind: `'income'`,
    day: 'r.date',
    amount: 'r.amount',
    counts: '1',
    moves: '1 = 1',
  },
  {
    table: 'order_payments',
    kind: `case r.kind when 'payment' then 'order_payment' else 'order_refund' end`,
    day: 'r.date',
    amount: 'r.amount',
    counts: '1',
    moves: `r.kind in ('payment', 'refund')`,
  },
  {
    table: 'withdraws',
    kind: `'withdraw'`,
    day: 'r.date',
    amount: 'r.amount',
    counts: 'case when r.is_active = 1 then 1 else 0 end',
    moves: '1 = 1',
  },
  {
    table: 'expenses',
    kind: `'expense'`,
    day: 'r.date',
    amount: 'r.amount',
    counts: 'case when r.is_active = 1 then 1 else 0 end',
    moves: '1 = 1',
  },
  {
    table: 'tutor_payments',
    kind: `'tutor_payment'`,
    day: 'r.paid_at',
    amount: 'r.total',
    counts: '1',
    moves: `r.status = 'paid' and r.paid_at is not null`,
  },
  {
    table: 'affiliate_payouts',
    kind: `'affiliate_payout'`,
    day: 'r.date',
    amount: 'r.amount',
    counts: '1',
    moves: '1 = 1',
  },
];

/**
 * The money tables among `tables`: a migration names the tables it knows, so that it does the
 * same whatever money tables are added to the list after it.
 */
export function moneyTables(tables: readonly string[]): readonly MoneyTable[] {
  return tables.map((table) => {
    const source = MONEY_TABLES.find((candidate) => candidate.table === table);
    if (!source) throw new Error(`${table} is not a money table`);
    return source;
  });
}

/** Where a row's money is kept: by day, or by month as well. */
type Grain = 'day' | 'month';

const TABLE_OF: Record<Grain, string> = { day: MONEY_DAYS, month: MONEY_MONTHS };
const keyOf = (grain: Grain) => `bank_account_id, ${grain}, kind, counts`;

/** The first day of the month of the date `day` (an SQL expression), on either database. */
const monthStart = (day: string, postgres: boolean) =>
  postgres ? `cast(date_trunc('month', ${day}) as date)` : `date(${day}, 'start of month')`;

/** The columns of one row's bucket, the row being `alias`, with its amount and entries signed. */
function bucketOf(
  source: MoneyTable,
  alias: string,
  sign: 1 | -1,
  grain: Grain,
  postgres: boolean,
) {
  const as = (expression: string) => expression.replaceAll('r.', `${alias}.`);
  const signed = (expression: string) => (sign === 1 ? expression : `-(${expression})`);
  const day = as(source.day);
  return (
    `select coalesce(${as('r.bank_account_id')}, 0) as bank_account_id, ` +
    `${grain === 'day' ? day : monthStart(day, postgres)} as ${grain}, ` +
    `${as(source.kind)} as kind, ${as(source.counts)} as counts, ` +
    `${signed(as(source.amount))} as amount, ${sign} as entries`
  );
}

/**
 * Moves an old row out of its bucket and a new one into its own, in one upsert: buckets in key
 * order (so two writers lock them in the same order and cannot deadlock), an update within one
 * bucket netted to one change, and nothing written when nothing moved (an edited title).
 */
function adjustment(source: MoneyTable, rows: ('old' | 'new')[], grain: Grain, postgres: boolean) {
  const table = TABLE_OF[grain];
  const key = keyOf(grain);
  const parts = rows.map(
    (row) =>
      `${bucketOf(source, row, row === 'old' ? -1 : 1, grain, postgres)} ` +
      `where ${source.moves.replaceAll('r.', `${row}.`)}`,
  );
  return (
    `insert into ${table} (${key}, amount, entries) ` +
    `select ${key}, sum(amount), sum(entries) from (${parts.join(' union all ')}) c ` +
    `where 1 = 1 group by ${key} having sum(amount) <> 0 or sum(entries) <> 0 order by ${key} ` +
    `on conflict (${key}) do update set amount = ${table}.amount + excluded.amount, ` +
    `entries = ${table}.entries + excluded.entries`
  );
}

export interface MoneyTriggerOptions {
  /**
   * Whether the triggers keep `money_months` too (false only for the migrations written before
   * it existed). Its bucket is written first: every writer then takes a month's lock before its
   * days', so two transactions each writing several days of one month queue instead of
   * deadlocking.
   */
  months: boolean;
}

/** The statements a trigger runs for one operation, months first. */
const adjustments = (
  source: MoneyTable,
  rows: ('old' | 'new')[],
  { months }: MoneyTriggerOptions,
  postgres: boolean,
) =>
  (months ? (['month', 'day'] as const) : (['day'] as const)).map((grain) =>
    adjustment(source, rows, grain, postgres),
  );

const OPERATIONS = [
  ['insert', ['new']],
  ['update', ['old', 'new']],
  ['delete', ['old']],
] as const;

const triggerName = (table: string, operation?: string) =>
  `${MONEY_DAYS}_${table}${operation ? `_${operation}` : ''}`;

async function createSqliteTriggers(
  db: Db,
  source: MoneyTable,
  options: MoneyTriggerOptions,
): Promise<void> {
  for (const [operation, rows] of OPERATIONS)
    await sql
      .raw(
        `create trigger ${triggerName(source.table, operation)} after ${operation} on ${source.table} ` +
          `begin ${adjustments(source, [...rows], options, false)
            .map((statement) => `${statement};`)
            .join(' ')} end`,
      )
      .execute(db);
}

async function createPostgresTriggers(
  db: Db,
  source: MoneyTable,
  options: MoneyTriggerOptions,
): Promise<void> {
  const name = triggerName(source.table);
  const branch = (operation: string, rows: ('old' | 'new')[]) =>
    `if tg_op = '${operation.toUpperCase()}' then ` +
    adjustments(source, rows, options, true)
      .map((statement) => `${statement};`)
      .join(' ') +
    ` end if;`;
  await sql
    .raw(
      `create function ${name}() returns trigger language plpgsql as $$ begin ` +
        OPERATIONS.map(([operation, rows]) => branch(operation, [...rows])).join(' ') +
        ` return null; end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${name} after insert or update or delete on ${source.table} ` +
        `for each row execute function ${name}()`,
    )
    .execute(db);
}

export async function createMoneyDayTriggers(
  db: Db,
  sources: readonly MoneyTable[] = MONEY_TABLES,
  options: MoneyTriggerOptions = { months: true },
): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const source of sources)
    await (postgres
      ? createPostgresTriggers(db, source, options)
      : createSqliteTriggers(db, source, options));
}

export async function dropMoneyDayTriggers(
  db: Db,
  sources: readonly MoneyTable[] = MONEY_TABLES,
): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const { table } of sources) {
    if (postgres) {
      await sql.raw(`drop trigger if exists ${triggerName(table)} on ${table}`).execute(db);
      await sql.raw(`drop function if exists ${triggerName(table)}()`).execute(db);
    } else {
      for (const [operation] of OPERATIONS)
        await sql.raw(`drop trigger if exists ${triggerName(table, operation)}`).execute(db);
    }
  }
}

async function createBucketTable(db: Db, grain: Grain): Promise<void> {
  const t = columnTypes(db);
  const table = TABLE_OF[grain];
  await db.schema
    .createTable(table)
    .addColumn('bank_account_id', 'integer', (c) => c.notNull())
    .addColumn(grain, t.date, (c) => c.notNull())
    .addColumn('kind', t.string(20), (c) => c.notNull())
    .addColumn('counts', 'integer', (c) => c.notNull())
    .addColumn('amount', t.money, (c) => c.notNull())
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${table}_key`, ['bank_account_id', grain, 'kind', 'counts'])
    .execute();
  // The dashboard reads every account's days (or months) of a period.
  await db.schema.createIndex(`${table}_${grain}_idx`).on(table).column(grain).execute();
}

export const createMoneyDaysTable = (db: Db) => createBucketTable(db, 'day');
export const createMoneyMonthsTable = (db: Db) => createBucketTable(db, 'month');

/** Fills `money_months` from `money_days`, replacing what it held. */
export async function rebuildMoneyMonths(db: Db): Promise<void> {
  const key = keyOf('month');
  await db.deleteFrom(MONEY_MONTHS).execute();
  await sql
    .raw(
      `insert into ${MONEY_MONTHS} (${key}, amount, entries) ` +
        `select bank_account_id, ${monthStart('day', dialectOf(db) === 'postgres')}, kind, counts, ` +
        `sum(amount), sum(entries) from ${MONEY_DAYS} group by 1, 2, 3, 4`,
    )
    .execute(db);
}

/**
 * Fills `money_days` (and `money_months`) from the money tables as they are, replacing what they
 * held: after a bulk load made with the triggers off, or to repair them. Run it where no money is
 * being written.
 */
export async function rebuildMoneyDays(
  db: Db,
  sources: readonly MoneyTable[] = MONEY_TABLES,
  options: MoneyTriggerOptions = { months: true },
): Promise<void> {
  const key = keyOf('day');
  const postgres = dialectOf(db) === 'postgres';
  await db.deleteFrom(MONEY_DAYS).execute();
  for (const source of sources)
    await sql
      .raw(
        `insert into ${MONEY_DAYS} (${key}, amount, entries) ` +
          `select ${key}, sum(amount), sum(entries) from (${bucketOf(source, 'r', 1, 'day', postgres)} ` +
          `from ${source.table} r where ${source.moves}) c group by ${key}`,
      )
      .execute(db);
  if (options.months) await rebuildMoneyMonths(db);
}
