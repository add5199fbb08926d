/**
 * The centre's revenue and expenses by source and month, summed in the database (minor units) from
 * the money kept per month and day (server/db/money-days.ts). Revenue: order payments minus refunds plus additional income. Expenses:
 * active expenses plus paid tutor payments (on their `paid_at`) plus affiliate payouts. Withdrawals are not expenses:
 * they move money out of an account (to petty cash, to another account) without spending it, so
 * they change balances (finance/movements.ts) but not profit. Voided (inactive) expenses count
 * nowhere.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/types';
import { moneyRows } from '../finance/money-days-sums';
import type { Period } from '../finance/period';

export const FLOW_SOURCES = [
  'order_payments',
  'order_refunds',
  'additional_income',
  'expenses',
  'tutor_payments',
  'affiliate_payouts',
] as const;
export type FlowSource = (typeof FLOW_SOURCES)[number];

export type FlowTotals = Record<FlowSource, number>;

export interface MonthFlows {
  /** YYYY-MM */
  month: string;
  totals: FlowTotals;
}

/** The movement kinds of money_days (server/db/money-days.ts) that are revenue or expenses. */
const SOURCE_OF_KIND: Record<string, FlowSource> = {
  order_payment: 'order_payments',
  order_refund: 'order_refunds',
  income: 'additional_income',
  expense: 'expenses',
  tutor_payment: 'tutor_payments',
  affiliate_payout: 'affiliate_payouts',
};

export const emptyTotals = (): FlowTotals => ({
  order_payments: 0,
  order_refunds: 0,
  additional_income: 0,
  expenses: 0,
  tutor_payments: 0,
  affiliate_payouts: 0,
});

/**
 * The money per source and month of each period (`part`, its index), in one statement: the admin
 * report asks for its period and its twelve months together (the bench prints the plan).
 */
export const monthlyFlowsQuery = (periods: readonly Period[]) =>
  sql<{ part: number; kind: string; month: string; amount: number }>`
    select d.part, d.kind, d.month, sum(d.amount) as amount
    from (${sql.join(
      periods.map(
        ({ start, end }, part) =>
          sql`select ${sql.lit(part)} as part, r.* from (${moneyRows({ from: start, to: end })}) r`,
      ),
      sql` union all `,
    )}) d
    where d.counts = 1 and d.entries > 0 and d.kind in (${sql.join(Object.keys(SOURCE_OF_KIND))})
    group by 1, 2, 3 order by 3`;

/**
 * For each period, its months that have money moving with their totals per source: sums over
 * the periods' whole months and the days at their ends, whatever the number of payments.
 */
export async function monthlyFlows<Periods extends readonly Period[]>(
  db: Executor,
  periods: Periods,
): Promise<{ [P in keyof Periods]: MonthFlows[] }> {
  const { rows } = await monthlyFlowsQuery(periods).execute(db);
  const byPart = periods.map(() => new Map<string, FlowTotals>());
  for (const row of rows) {
    const source = SOURCE_OF_KIND[row.kind];
    const byMonth = byPart[Number(row.part)];
    if (source === undefined || byMonth === undefined) continue;
    const totals = byMonth.get(row.month) ?? emptyTotals();
    totals[source] = Number(row.amount);
    byMonth.set(row.month, totals);
  }
  return byPart.map((byMonth) => [...byMonth].map(([month, totals]) => ({ month, totals }))) as {
    [P in keyof Periods]: MonthFlows[];
  };
}
