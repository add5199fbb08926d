/**
 * An order's payment state, computed from all its payment and refund rows at once (never by
 * adding to stored totals, so it cannot drift). With net = paid − refunded:
 * - `paid`: net covers the total (a zero total is paid with no payment at all: "free");
 * - `partial`: something is held, less than the total;
 * - `refunded`: money was paid and all of it given back (net 0 after a refund);
 * - `unpaid`: nothing paid yet.
 * `due` is what is still owed (schema/order-balance.ts `dueMinor`: total − net, never below zero;
 * a partial refund owes again what was given back; a refunded order is closed and owes nothing). `paid_at` is the date the order last became fully paid: the date of the row
 * that brought net up to the total (rows taken by date, then as recorded), the order's date for a
 * free order, and null while it is not paid.
 */
import { dueMinor, type enums } from '../../../schema';

export type PaymentStatus = (typeof enums.paymentStatus)[number];

export interface PaymentRow {
  kind: 'payment' | 'refund';
  /** Minor units, positive. */
  amount: number;
  date: string;
}

export interface PaymentState {
  amount_paid: number;
  amount_refunded: number;
  payment_status: PaymentStatus;
  paid_at: string | null;
  due: number;
}

export function paymentState(total: number, orderedAt: string, rows: PaymentRow[]): PaymentState {
  let paid = 0;
  let refunded = 0;
  let paidAt: string | null = total <= 0 ? orderedAt : null;
  // Stable sort: rows of one date stay in the order they were recorded.
  const inOrder = [...rows].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  for (const row of inOrder) {
    const wasPaid = paid - refunded >= total;
    if (row.kind === 'payment') paid += row.amount;
    else refunded += row.amount;
    const isPaid = paid - refunded >= total;
    if (isPaid && !wasPaid) paidAt = row.date;
    if (!isPaid) paidAt = null;
  }
  const net = paid - refunded;
  const payment_status: PaymentStatus =
    net >= total ? 'paid' : net > 0 ? 'partial' : refunded > 0 ? 'refunded' : 'unpaid';
  return {
    amount_paid: paid,
    amount_refunded: refunded,
    payment_status,
    paid_at: payment_status === 'paid' ? paidAt : null,
    due: dueMinor(total, paid, refunded),
  };
}

/** What a refund may still give back: everything held. */
export const refundable = (state: PaymentState) => state.amount_paid - state.amount_refunded;
