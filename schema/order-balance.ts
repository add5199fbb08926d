/**
 * What a student still owes on an order, declared once for the server (dashboard counters,
 * receipts) and the app (the learners' payment pages). Inputs are the API's major units (12.5);
 * every sum is taken in integer minor units so that no float rounding creeps in.
 *
 * due = total − (amount_paid − amount_refunded), never below zero, except that an order whose
 * payments were all given back is closed and owes nothing (its status is `refunded`; the student
 * orders again to come back). A partial refund corrects what was taken, so its amount is owed
 * again. The server's payment state (server/domain/orders/payment-state.ts) and the SQL of the
 * dashboard (server/domain/orders/due-sql.ts) apply this same rule.
 */
import type { EnumValue } from './enums';

export interface OrderAmounts {
  total: number;
  amount_paid: number;
  amount_refunded: number;
}

/** One payment or refund of an order, as `GET /api/order-payment` answers it. */
export interface OrderMovement {
  id: number;
  kind: EnumValue<'paymentKind'>;
  amount: number;
  date: string;
}

/**
 * 12.5 → 1250. Amounts from the API have at most two decimals, so rounding only removes the
 * float error of the multiplication (12.34 × 100 = 1234.0000000000002).
 */
export const minorOf = (major: number | null | undefined): number =>
  Math.round(Number(major ?? 0) * 100);

export const majorOf = (minor: number): number => minor / 100;

/** The amount still owed, in minor units. */
export function dueMinor(total: number, paid: number, refunded: number): number {
  const held = paid - refunded;
  if (refunded > 0 && held <= 0) return 0;
  return Math.max(0, total - held);
}

/** The amount still owed on an order, in major units. */
export function orderDue(order: OrderAmounts): number {
  return majorOf(
    dueMinor(minorOf(order.total), minorOf(order.amount_paid), minorOf(order.amount_refunded)),
  );
}

/** What several orders owe together, in major units. */
export function totalDue(orders: readonly OrderAmounts[]): number {
  return majorOf(
    orders.reduce(
      (sum, o) =>
        sum + dueMinor(minorOf(o.total), minorOf(o.amount_paid), minorOf(o.amount_refunded)),
      0,
    ),
  );
}

export interface MovementWithBalance<M extends OrderMovement> {
  movement: M;
  /** What was still owed once this payment or refund was recorded. */
  balance: number;
}

/**
 * An order's payments and refunds in the order they happened (date, then record), each with the
 * balance due after it: what a receipt for one payment shows.
 */
export function runningBalance<M extends OrderMovement>(
  total: number,
  movements: readonly M[],
): MovementWithBalance<M>[] {
  const ordered = [...movements].sort((a, b) =>
    a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1,
  );
  let paid = 0;
  let refunded = 0;
  return ordered.map((movement) => {
    if (movement.kind === 'refund') refunded += minorOf(movement.amount);
    else paid += minorOf(movement.amount);
    return { movement, balance: majorOf(dueMinor(minorOf(total), paid, refunded)) };
  });
}
