import { FLOW_KINDS, isFlowKind, type FlowKind } from '../../../schema';
import type { DateRange } from '../dashboard/period';

/** The kinds an address names (`?kinds=order_payment,income`), in their fixed order; all without. */
export function kindsFromParam(param: string | null): FlowKind[] {
  const named = (param ?? '').split(',').filter(isFlowKind);
  return named.length === 0 ? [...FLOW_KINDS] : FLOW_KINDS.filter((kind) => named.includes(kind));
}

/** The kinds with `kind` switched on or off; the last one stays on (an empty list means all). */
export function toggleKind(kinds: readonly FlowKind[], kind: FlowKind): FlowKind[] {
  if (!kinds.includes(kind)) return FLOW_KINDS.filter((k) => k === kind || kinds.includes(k));
  return kinds.length === 1 ? [...kinds] : kinds.filter((k) => k !== kind);
}

/** Which kinds make each of the dashboard's money figures. */
export const FIGURE_KINDS = {
  revenue: ['order_payment', 'order_refund', 'income'],
  expenses: ['expense', 'tutor_payment', 'affiliate_payout'],
  profit: FLOW_KINDS,
} as const satisfies Record<string, readonly FlowKind[]>;

/** The money flows page of some kinds over a range: the rows behind a money figure. */
export function flowsLink(kinds: readonly FlowKind[], range: DateRange): string {
  const query = new URLSearchParams({ kinds: kinds.join(','), ...range });
  return `/admin/finance/flows?${query.toString()}`;
}
