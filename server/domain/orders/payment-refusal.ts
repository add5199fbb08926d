/**
 * Whether a payment or refund row may be recorded against an order in its present state: a
 * payment up to what is due, a refund up to what is held (paid − refunded).
 */
import type { Row } from '../../db/types';
import type { Translator } from '../../i18n/translate';
import { fromMinorUnits } from '../money';
import { refundable, type PaymentRow, type PaymentState } from './payment-state';

/** Why the row cannot be recorded against the order in this state, or null. */
export function paymentRefusal(
  order: Row,
  state: PaymentState,
  row: PaymentRow,
  tr: Translator,
): string | null {
  const number = String(order.order_no);
  if (row.kind === 'payment') {
    if (state.due === 0) return tr.t('orders.nothingDue', { number });
    if (row.amount > state.due)
      return tr.t('orders.paymentAboveDue', {
        number,
        amount: tr.amount(fromMinorUnits(state.due)),
      });
    return null;
  }
  const held = refundable(state);
  if (held === 0) return tr.t('orders.nothingToRefund', { number });
  if (row.amount > held)
    return tr.t('orders.refundAboveHeld', { number, amount: tr.amount(fromMinorUnits(held)) });
  return null;
}
