/**
 * The dashboard's money figures and an account's ledger as docs/API.md defines them, worked out
 * here from plain per-table selects and JavaScript arithmetic (minor units), apart from the app's
 * own SQL, so the app's answers can be checked against them.
 */
import type { Db } from '../../server/db/types';
import { openTables } from '../../server/db/types';

export interface Period {
  start: string;
  end: string;
}

interface Source {
  kind: string;
  seq: number;
  table: string;
  date: string;
  amount: string;
  direction: 1 | -1;
  only: (row: Record<string, unknown>) => boolean;
  counts: (row: Record<string, unknown>) => boolean;
}

const always = () => true;
const active = (row: Record<string, unknown>) => Number(row.is_active) === 1;

const SOURCES: Source[] = [
  {
    kind: 'income',
    seq: 1,
    table: 'additional_incomes',
    date: 'date',
    amount: 'amount',
    direction: 1,
    only: always,
    counts: always,
  },
  {
    kind: 'order_payment',
    seq: 2,
    table: 'order_payments',
    date: 'date',
    amount: 'amount',
    direction: 1,
    only: (row) => row.kind === 'payment',
    counts: always,
  },
  {
    kind: 'order_refund',
    seq: 3,
    table: 'order_payments',
    date: 'date',
    amount: 'amount',
    direction: -1,
    only: (row) => row.kind === 'refund',
    counts: always,
  },
  {
    kind: 'withdraw',
    seq: 4,
    table: 'withdraws',
    date: 'date',
    amount: 'amount',
    direction: -1,
    only: always,
    counts: active,
  },
  {
    kind: 'expense',
    seq: 5,
    table: 'expenses',
    date: 'date',
    amount: 'amount',
    direction: -1,
    only: always,
    counts: active,
  },
  {
    kind: 'tutor_payment',
    seq: 6,
    table: 'tutor_payments',
    date: 'paid_at',
    amount: 'total',
    direction: -1,
    only: (row) => row.status === 'paid' && row.paid_at !== null,
    counts: always,
  },
  {
    kind: 'affiliate_payout',
    seq: 7,
    table: 'affiliate_payouts',
    date: 'date',
    amount: 'amount',
    direction: -1,
    only: always,
    counts: always,
  },
];

export interface Movement {
  kind: string;
  seq: number;
  id: number;
  account: number | null;
  date: string;
  amount: number;
  direction: 1 | -1;
  counts: boolean;
}

/** Every movement of money in the database, one plain select per table. */
export async function allMovements(db: Db): Promise<Movement[]> {
  const out: Movement[] = [];
  for (const source of SOURCES) {
    const rows = await openTables(db).selectFrom(source.table).selectAll().execute();
    for (const row of rows.filter(source.only))
      out.push({
        kind: source.kind,
        seq: source.seq,
        id: Number(row.id),
        account: row.bank_account_id === null ? null : Number(row.bank_account_id),
        date: String(row[source.date]),
        amount: Number(row[source.amount]),
        direction: source.direction,
        counts: source.counts(row),
      });
  }
  return out;
}

const within = (date: string, { start, end }: Period) => date >= start && date <= end;

/** Revenue, expenses and profit of the movements given, and each source's total. */
export function flowFigures(moves: Movement[]) {
  const of = (kind: string) =>
    moves.filter((m) => m.kind === kind && m.counts).reduce((sum, m) => sum + m.amount, 0);
  const breakdown = {
    order_payments: of('order_payment'),
    order_refunds: of('order_refund'),
    additional_income: of('income'),
    expenses: of('expense'),
    tutor_payments: of('tutor_payment'),
    affiliate_payouts: of('affiliate_payout'),
  };
  const revenue = breakdown.order_payments - breakdown.order_refunds + breakdown.additional_income;
  const expenses = breakdown.expenses + breakdown.tutor_payments + breakdown.affiliate_payouts;
  return { breakdown, revenue, expenses, profit: revenue - expenses };
}

/** The dashboard's period figures and its series for the twelve months `months` (YYYY-MM). */
export function expectedDashboard(moves: Movement[], period: Period, months: string[]) {
  return {
    ...flowFigures(moves.filter((m) => within(m.date, period))),
    monthly: months.map((month) => {
      const { revenue, expenses, profit } = flowFigures(
        moves.filter((m) => m.date.slice(0, 7) === month && m.date <= period.end),
      );
      return { month, revenue, expenses, profit };
    }),
  };
}

export interface ExpectedEntry {
  date: string;
  kind: string;
  resource_id: number;
  money_in: number;
  money_out: number;
  voided: boolean;
  balance: number;
}

/** One account's ledger for the period: balances, totals and every entry in ledger order. */
export function expectedLedger(
  moves: Movement[],
  account: { id: number; opening: number },
  period: Period,
) {
  const mine = moves.filter((m) => m.account === account.id && m.date <= period.end);
  const net = (m: Movement) => (m.counts ? m.direction * m.amount : 0);
  const opening =
    account.opening + mine.filter((m) => m.date < period.start).reduce((sum, m) => sum + net(m), 0);
  const listed = mine
    .filter((m) => m.date >= period.start)
    .sort((a, b) =>
      a.date !== b.date ? (a.date < b.date ? -1 : 1) : a.seq - b.seq || a.id - b.id,
    );
  let balance = opening;
  const entries: ExpectedEntry[] = listed.map((m) => {
    balance += net(m);
    return {
      date: m.date,
      kind: m.kind,
      resource_id: m.id,
      money_in: m.direction === 1 ? m.amount : 0,
      money_out: m.direction === -1 ? m.amount : 0,
      voided: !m.counts,
      balance,
    };
  });
  const sumOf = (direction: 1 | -1) =>
    listed
      .filter((m) => m.counts && m.direction === direction)
      .reduce((sum, m) => sum + m.amount, 0);
  const moneyIn = sumOf(1);
  const moneyOut = sumOf(-1);
  return {
    opening_balance: opening,
    money_in: moneyIn,
    money_out: moneyOut,
    closing_balance: opening + moneyIn - moneyOut,
    entries,
  };
}
