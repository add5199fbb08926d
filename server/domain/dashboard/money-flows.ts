/**
 * The centre's revenue and expenses by source and month, in one UNION ALL query summed in the
 * database (minor units). Revenue: order payments minus refunds plus additional income. Expenses:
 * active expenses plus paid tutor payments (on their `paid_at`). Withdrawals are not expenses:
 * they move money out of an account (to petty cash, to another account) without spending it, so
 * they change balances (finance/movements.ts) but not profit. Voided (inactive) expenses count
 * nowhere.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/types';
import type { Period } from '../finance/period';

export const FLOW_SOURCES = [
  'order_payments',
  'order_refunds',
  'additional_income',
  'expenses',
  'tutor_payments',
] as const;
export type FlowSource = (typeof FLOW_SOURCES)[number];

export type FlowTotals = Record<FlowSource, number>;

export interface MonthFlows {
  /** YYYY-MM */
  month: string;
  totals: FlowTotals;
}

const FLOWS = sql`
  select 'order_payments' as source, p.date as date, p.amount as amount
  from order_payments p where p.kind = 'payment'
  union all
  select 'order_refunds', r.date, r.amount from order_payments r where r.kind = 'refund'
  union all
  select 'additional_income', i.date, i.amount from additional_incomes i
  union all
  select 'expenses', e.date, e.amount from expenses e where e.is_active = 1
  union all
  select 'tutor_payments', t.paid_at, t.total from tutor_payments t
  where t.status = 'paid' and t.paid_at is not null`;

export const emptyTotals = (): FlowTotals => ({
  order_payments: 0,
  order_refunds: 0,
  additional_income: 0,
  expenses: 0,
  tutor_payments: 0,
});

/** Each month of the period that has money moving, with its totals per source. */
export async function monthlyFlows(db: Executor, { start, end }: Period): Promise<MonthFlows[]> {
  const { rows } = await sql<{ source: FlowSource; month: string; amount: number }>`
    select f.source, substr(cast(f.date as text), 1, 7) as month, sum(f.amount) as amount
    from (${FLOWS}) f where f.date >= ${start} and f.date <= ${end}
    group by 1, 2 order by 2`.execute(db);
  const byMonth = new Map<string, FlowTotals>();
  for (const row of rows) {
    const totals = byMonth.get(row.month) ?? emptyTotals();
    totals[row.source] = Number(row.amount);
    byMonth.set(row.month, totals);
  }
  return [...byMonth].map(([month, totals]) => ({ month, totals }));
}
