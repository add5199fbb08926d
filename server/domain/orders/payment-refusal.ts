/**
 * Whether a payment or refund row may be recorded against an order in its present state: a
 * payment up to what is due, a refund up to what is held (paid − refunded).
 */
import type { Row } from '../../db/types';
import { fromMinorUnits } from '../money';
import { refundable, type PaymentRow, type PaymentState } from './payment-state';

const amountText = (minor: number) => fromMinorUnits(minor).toFixed(2);

/** Why the row cannot be recorded against the order in this state, or null. */
export function paymentRefusal(order: Row, state: PaymentState, row: PaymentRow): string | null {
  const name = `order ${String(order.order_no)}`;
  if (row.kind === 'payment') {
    if (state.due === 0) return `Nothing is due on ${name}.`;
    if (row.amount > state.due)
      return `The payment cannot exceed the ${amountText(state.due)} due on ${name}.`;
    return null;
  }
  const held = refundable(state);
  if (held === 0) return `Nothing has been paid on ${name} to refund.`;
  if (row.amount > held) return `The refund cannot exceed the ${amountText(held)} paid on ${name}.`;
  return null;
}
