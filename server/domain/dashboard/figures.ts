/**
 * The arithmetic of the admin report, pure and in minor units (integers, so no rounding).
 */
import { emptyTotals, FLOW_SOURCES, type FlowTotals, type MonthFlows } from './money-flows';

export interface ProfitAndLoss {
  revenue: number;
  expenses: number;
  profit: number;
}

export function profitAndLoss(t: FlowTotals): ProfitAndLoss {
  const revenue = t.order_payments - t.order_refunds + t.additional_income;
  const expenses = t.expenses + t.tutor_payments + t.affiliate_payouts;
  return { revenue, expenses, profit: revenue - expenses };
}

export function sumFlows(months: MonthFlows[]): FlowTotals {
  const sum = emptyTotals();
  for (const { totals } of months) for (const source of FLOW_SOURCES) sum[source] += totals[source];
  return sum;
}

/** The twelve months (YYYY-MM) ending with the month of `end`, oldest first. */
export function lastTwelveMonths(end: string): string[] {
  const [year, month] = end.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - (11 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/** One point per month of `months`, months without money at zero. */
export function monthlySeries(
  months: string[],
  flows: MonthFlows[],
): ({ month: string } & ProfitAndLoss)[] {
  const byMonth = new Map(flows.map((f) => [f.month, f.totals]));
  return months.map((month) => ({ month, ...profitAndLoss(byMonth.get(month) ?? emptyTotals()) }));
}
