/**
 * Every movement of money through the centre's bank accounts, as one SQL row source (UNION ALL of
 * one select per table), so balances, the ledger and the overdraw check sum in the database and
 * never row by row in JS. Amounts are integer minor units.
 *
 * Sources and their direction:
 * - additional incomes (in), order payments of kind `payment` (in), order refunds (out),
 * - withdrawals (out), expenses (out), tutor payments with status `paid` (out, on `paid_at`),
 * - affiliate payouts (out).
 *
 * Withdrawals and expenses switched off (`is_active = 0`) are voided: they stay in the ledger,
 * marked, but `counts = 0` keeps them out of every balance and total. Unpaid tutor payments have
 * not moved money and are not rows here at all.
 */
import { sql, type RawBuilder } from 'kysely';
import { rowCountLiteral } from '../../db/row-count-literal';

/** The kinds of ledger entry, each with the resource its link opens. */
export const MOVEMENT_KINDS = {
  income: 'additional-income',
  order_payment: 'order-payment',
  order_refund: 'order-payment',
  withdraw: 'withdraw',
  expense: 'expense',
  tutor_payment: 'tutor-payment',
  affiliate_payout: 'affiliate-payout',
} as const;

export type MovementKind = keyof typeof MOVEMENT_KINDS;

/** One select of the UNION ALL: a table's rows of one kind, as `alias`. */
interface Branch {
  kind: MovementKind;
  seq: number;
  table: string;
  alias: string;
  date: string;
  description: string;
  amount: string;
  direction: 'in' | 'out';
  /** 1, or an expression that is 0 for a voided row. */
  counts: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
}

const ACTIVE = (alias: string) =>
  sql`case when ${sql.ref(`${alias}.is_active`)} = 1 then 1 else 0 end`;
const ALWAYS = sql`1 = 1`;

const BRANCHES: readonly Branch[] = [
  {
    kind: 'income',
    seq: 1,
    table: 'additional_incomes',
    alias: 'i',
    date: 'date',
    description: 'title',
    amount: 'amount',
    direction: 'in',
    counts: sql`1`,
    where: ALWAYS,
  },
  {
    kind: 'order_payment',
    seq: 2,
    table: 'order_payments',
    alias: 'p',
    date: 'date',
    description: 'label',
    amount: 'amount',
    direction: 'in',
    counts: sql`1`,
    where: sql`p.kind = 'payment'`,
  },
  {
    kind: 'order_refund',
    seq: 3,
    table: 'order_payments',
    alias: 'r',
    date: 'date',
    description: 'label',
    amount: 'amount',
    direction: 'out',
    counts: sql`1`,
    where: sql`r.kind = 'refund'`,
  },
  {
    kind: 'withdraw',
    seq: 4,
    table: 'withdraws',
    alias: 'w',
    date: 'date',
    description: 'purpose',
    amount: 'amount',
    direction: 'out',
    counts: ACTIVE('w'),
    where: ALWAYS,
  },
  {
    kind: 'expense',
    seq: 5,
    table: 'expenses',
    alias: 'e',
    date: 'date',
    description: 'title',
    amount: 'amount',
    direction: 'out',
    counts: ACTIVE('e'),
    where: ALWAYS,
  },
  {
    kind: 'tutor_payment',
    seq: 6,
    table: 'tutor_payments',
    alias: 't',
    date: 'paid_at',
    description: 'label',
    amount: 'total',
    direction: 'out',
    counts: sql`1`,
    where: sql`t.status = 'paid' and t.paid_at is not null`,
  },
  {
    kind: 'affiliate_payout',
    seq: 7,
    table: 'affiliate_payouts',
    alias: 'f',
    date: 'date',
    description: 'label',
    amount: 'amount',
    direction: 'out',
    counts: sql`1`,
    where: ALWAYS,
  },
];

/** What narrows a branch: one account, and a range of dates walked in order up to a limit. */
interface Narrowing {
  accountId?: number;
  from?: string;
  to?: string;
  /** At most this many rows of each branch, earliest first (date, then id). */
  limit?: number;
  /** Only the row with this id. */
  sourceId?: number;
  /** Only rows that count (no voided ones). */
  countedOnly?: boolean;
}

function select(branch: Branch, described: boolean, narrow: Narrowing): RawBuilder<unknown> {
  const column = (name: string) => sql.ref(`${branch.alias}.${name}`);
  const date = column(branch.date);
  const amount = column(branch.amount);
  const conditions = [branch.where];
  if (narrow.accountId !== undefined)
    conditions.push(sql`${column('bank_account_id')} = ${narrow.accountId}`);
  if (narrow.from !== undefined) conditions.push(sql`${date} >= ${narrow.from}`);
  if (narrow.to !== undefined) conditions.push(sql`${date} <= ${narrow.to}`);
  if (narrow.sourceId !== undefined) conditions.push(sql`${column('id')} = ${narrow.sourceId}`);
  if (narrow.countedOnly) conditions.push(sql`${branch.counts} = 1`);
  const query = sql`select ${sql.lit(branch.kind)} as kind, ${sql.lit(branch.seq)} as seq,
      ${column('id')} as source_id, ${column('bank_account_id')} as bank_account_id, ${date} as date,
      ${described ? column(branch.description) : sql`''`} as description,
      ${branch.direction === 'in' ? amount : sql`0`} as money_in,
      ${branch.direction === 'out' ? amount : sql`0`} as money_out, ${branch.counts} as counts
    from ${sql.table(branch.table)} ${sql.raw(branch.alias)}
    where ${sql.join(conditions, sql` and `)}`;
  if (narrow.limit === undefined) return query;
  // Each branch stops after `limit` rows of the (account, date, id) index.
  return sql`select * from (${query} order by ${date}, ${column('id')} limit ${rowCountLiteral(narrow.limit)}) ${sql.raw(branch.alias)}`;
}

/**
 * Columns: kind, seq (kind order within a day), source_id, bank_account_id, date, description,
 * money_in, money_out, counts (1, or 0 for a voided row). `accountId` narrows each select to one
 * account, so the indexes on bank_account_id are used.
 */
export function movements(
  accountId?: number,
  { described = true }: { described?: boolean } = {},
): RawBuilder<unknown> {
  // Sums need no description: leaving it out lets each table's sum be read from its covering
  // index (migration 2026_11_23_0008) instead of from every row.
  return sql.join(
    BRANCHES.map((branch) => select(branch, described, { accountId })),
    sql` union all `,
  );
}

/**
 * One account's movements dated `from`…`to`, described, each kind's rows cut at `limit`: the
 * first `limit` rows in ledger order are among them, read from the head of each index range.
 */
export function accountMovementsFrom(
  accountId: number,
  range: { from: string; to: string },
  limit?: number,
): RawBuilder<unknown> {
  return sql.join(
    BRANCHES.map((branch) => select(branch, true, { accountId, ...range, limit })),
    sql` union all `,
  );
}

/**
 * The counted movements of `kinds` in every account dated `from`…`to`, described, each kind's
 * rows cut at `limit` (earliest first), for a list of the rows behind a report's figure.
 */
export function movementsOfKinds(
  kinds: readonly MovementKind[],
  range: { from: string; to: string },
  limit?: number,
): RawBuilder<unknown> {
  return sql.join(
    BRANCHES.filter((branch) => kinds.includes(branch.kind)).map((branch) =>
      select(branch, true, { ...range, limit, countedOnly: true }),
    ),
    sql` union all `,
  );
}

/** The movement one stored row makes as `kind` today: no row when it makes none (say, unpaid). */
export function movementOf(kind: MovementKind, sourceId: number): RawBuilder<unknown> {
  const branch = BRANCHES.find((candidate) => candidate.kind === kind);
  if (!branch) throw new Error(`Unknown movement kind ${kind}`);
  return select(branch, false, { sourceId });
}

/** The signed effect of counted rows: money in minus money out. */
export const NET = sql`case when m.counts = 1 then m.money_in - m.money_out else 0 end`;
