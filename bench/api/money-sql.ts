/**
 * What the money scenarios must answer, from plain per-table SQL on the filled database, in
 * integer minor units. Written from docs/API.md ("Dashboard report", "Finance") rather than with
 * the app's own UNION ALL (money-flows.ts, movements.ts), so a mistake there is not repeated here.
 */
import type { Db } from '../../server/db/types';
import { openTables } from '../../server/db/types';

export interface Period {
  start: string;
  end: string;
}

/** One table's share of an account's money, with the filter that makes a row part of it. */
interface MoneySource {
  table: string;
  amount: string;
  date: string;
  only: [column: string, value: string][];
  /** +1 money in, -1 money out. */
  direction: 1 | -1;
  /** Switched off (`is_active = 0`) rows are listed in the ledger but move no money. */
  voidable: boolean;
}

const LEDGER_SOURCES: MoneySource[] = [
  {
    table: 'additional_incomes',
    amount: 'amount',
    date: 'date',
    only: [],
    direction: 1,
    voidable: false,
  },
  {
    table: 'order_payments',
    amount: 'amount',
    date: 'date',
    only: [['kind', 'payment']],
    direction: 1,
    voidable: false,
  },
  {
    table: 'order_payments',
    amount: 'amount',
    date: 'date',
    only: [['kind', 'refund']],
    direction: -1,
    voidable: false,
  },
  { table: 'withdraws', amount: 'amount', date: 'date', only: [], direction: -1, voidable: true },
  { table: 'expenses', amount: 'amount', date: 'date', only: [], direction: -1, voidable: true },
  {
    table: 'tutor_payments',
    amount: 'total',
    date: 'paid_at',
    only: [['status', 'paid']],
    direction: -1,
    voidable: false,
  },
  {
    table: 'affiliate_payouts',
    amount: 'amount',
    date: 'date',
    only: [],
    direction: -1,
    voidable: false,
  },
];

interface Tally {
  rows: number;
  minor: number;
}

async function tally(
  db: Db,
  source: MoneySource,
  range: { from?: string; to: string },
  narrow: { accountId?: number; countedOnly: boolean },
): Promise<Tally> {
  let query = openTables(db)
    .selectFrom(source.table)
    .select((eb) => [eb.fn.countAll().as('rows'), eb.fn.sum(source.amount).as('minor')])
    .where(source.date, '<=', range.to);
  if (range.from !== undefined) query = query.where(source.date, '>=', range.from);
  for (const [column, value] of source.only) query = query.where(column, '=', value);
  if (narrow.accountId !== undefined) query = query.where('bank_account_id', '=', narrow.accountId);
  if (narrow.countedOnly && source.voidable) query = query.where('is_active', '=', 1);
  const row = await query.executeTakeFirst();
  return { rows: Number(row?.rows ?? 0), minor: Number(row?.minor ?? 0) };
}

const sourceOf = (table: string) => {
  const source = LEDGER_SOURCES.find((s) => s.table === table);
  if (!source) throw new Error(`No money source for ${table}`);
  return source;
};

export interface ExpectedReport {
  /** Active expenses dated in the period. */
  expensesMinor: number;
  /** Paid tutor payments with `paid_at` in the period. */
  tutorPaymentsMinor: number;
}

export async function expectedReport(db: Db, period: Period): Promise<ExpectedReport> {
  const range = { from: period.start, to: period.end };
  const counted = { countedOnly: true };
  const expenses = await tally(db, sourceOf('expenses'), range, counted);
  const tutor = await tally(db, sourceOf('tutor_payments'), range, counted);
  return { expensesMinor: expenses.minor, tutorPaymentsMinor: tutor.minor };
}

/** The bank account most of the generated expenses (ids firstId…lastId) are paid from. */
export async function busiestAccount(db: Db, firstId: number, lastId: number): Promise<number> {
  const row = await db
    .selectFrom('expenses')
    .select((eb) => ['bank_account_id', eb.fn.countAll().as('rows')])
    .where('id', '>=', firstId)
    .where('id', '<=', lastId)
    .groupBy('bank_account_id')
    .orderBy('rows', 'desc')
    .orderBy('bank_account_id')
    .executeTakeFirst();
  if (!row) throw new Error('No generated expenses to find the busiest bank account from');
  return Number(row.bank_account_id);
}

export interface ExpectedLedger {
  /** Entries of the period, voided ones included (the ledger lists them). */
  entries: number;
  /** Opening balance plus every counted movement dated up to the period's end. */
  closingMinor: number;
}

export async function expectedLedger(
  db: Db,
  accountId: number,
  period: Period,
): Promise<ExpectedLedger> {
  const account = await db
    .selectFrom('bank_accounts')
    .select('opening_balance')
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  let entries = 0;
  let closingMinor = Number(account.opening_balance);
  for (const source of LEDGER_SOURCES) {
    const listed = await tally(
      db,
      source,
      { from: period.start, to: period.end },
      {
        accountId,
        countedOnly: false,
      },
    );
    const moved = await tally(db, source, { to: period.end }, { accountId, countedOnly: true });
    entries += listed.rows;
    closingMinor += source.direction * moved.minor;
  }
  return { entries, closingMinor };
}
