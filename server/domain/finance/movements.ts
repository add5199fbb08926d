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
  const text = (column: string) => (described ? sql.ref(column) : sql`''`);
  const of = (column: string) =>
    accountId === undefined ? sql`` : sql` and ${sql.ref(column)} = ${accountId}`;
  return sql`
    select 'income' as kind, 1 as seq, i.id as source_id, i.bank_account_id, i.date,
      ${text('i.title')} as description, i.amount as money_in, 0 as money_out, 1 as counts
    from additional_incomes i where 1 = 1${of('i.bank_account_id')}
    union all
    select 'order_payment', 2, p.id, p.bank_account_id, p.date, ${text('p.label')}, p.amount, 0, 1
    from order_payments p where p.kind = 'payment'${of('p.bank_account_id')}
    union all
    select 'order_refund', 3, r.id, r.bank_account_id, r.date, ${text('r.label')}, 0, r.amount, 1
    from order_payments r where r.kind = 'refund'${of('r.bank_account_id')}
    union all
    select 'withdraw', 4, w.id, w.bank_account_id, w.date, ${text('w.purpose')}, 0, w.amount,
      case when w.is_active = 1 then 1 else 0 end
    from withdraws w where 1 = 1${of('w.bank_account_id')}
    union all
    select 'expense', 5, e.id, e.bank_account_id, e.date, ${text('e.title')}, 0, e.amount,
      case when e.is_active = 1 then 1 else 0 end
    from expenses e where 1 = 1${of('e.bank_account_id')}
    union all
    select 'tutor_payment', 6, t.id, t.bank_account_id, t.paid_at, ${text('t.label')}, 0, t.total, 1
    from tutor_payments t
    where t.status = 'paid' and t.paid_at is not null${of('t.bank_account_id')}
    union all
    select 'affiliate_payout', 7, f.id, f.bank_account_id, f.date, ${text('f.label')}, 0, f.amount, 1
    from affiliate_payouts f where 1 = 1${of('f.bank_account_id')}`;
}

/** The signed effect of counted rows: money in minus money out. */
export const NET = sql`case when m.counts = 1 then m.money_in - m.money_out else 0 end`;
