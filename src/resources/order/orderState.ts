import type { RaRecord } from 'react-admin';
import { dueMinor } from '../../../schema';

/** Cents of an API amount (major units). */
const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);

/**
 * What the order page offers, from the order as the API answers it (the server decides again):
 * the due of schema/order-balance.ts, and what is held (paid − refunded) to refund.
 */
export function orderMoney(order: RaRecord) {
  const held = cents(order.amount_paid) - cents(order.amount_refunded);
  const due = dueMinor(cents(order.total), cents(order.amount_paid), cents(order.amount_refunded));
  return { due: due / 100, held: held / 100 };
}

/** Why the order cannot be deleted (a translation key), or null when it may be. */
export function deleteBlock(order: RaRecord): string | null {
  if (cents(order.amount_paid) > 0) return 'app.orders.actions.delete_blocked_payments';
  if (order.payment_status === 'paid') return 'app.orders.actions.delete_blocked_paid';
  return null;
}
