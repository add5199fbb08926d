/**
 * How much one online payment of an order may be. The centre's minimum part payment is a share
 * of the order's total (`payment.online_minimum_percent`, 100 by default: the whole due at once);
 * a payment is at least that share, or the whole due when less is due, and never more than the
 * due. Without an amount the payer pays the whole due. Amounts in minor units.
 */

export interface PaymentBounds {
  min: number;
  max: number;
}

export function onlinePaymentBounds(
  total: number,
  due: number,
  minimumPercent: number,
): PaymentBounds {
  const share = Math.ceil((total * minimumPercent) / 100);
  return { min: Math.min(due, Math.max(share, 1)), max: due };
}

/** The amount to charge, or the reason it may not be charged. */
export function onlinePaymentAmount(
  requested: number | undefined,
  bounds: PaymentBounds,
): { amount: number } | { refusal: 'too_small' | 'too_large' } {
  if (requested === undefined) return { amount: bounds.max };
  if (requested < bounds.min) return { refusal: 'too_small' };
  if (requested > bounds.max) return { refusal: 'too_large' };
  return { amount: requested };
}
