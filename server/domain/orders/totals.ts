/**
 * An order's amounts, in integer minor units (server/domain/money.ts). See docs/DOMAIN.md "Orders":
 * total = subtotal + tax + other cost − discount, never below zero. A coupon takes a fixed amount
 * (never more than the subtotal) or a percentage of the subtotal. The percentage is the only step
 * that can leave a fraction of a cent; it is rounded there, once, half away from zero.
 */

/** How a coupon discounts: `value` is minor units for `fixed`, hundredths of a percent for
 *  `percent` (the coupon's `discount_value` 12.5 is stored 1250 and means 12.5 %). */
export interface CouponTerms {
  type: 'fixed' | 'percent';
  value: number;
}

export interface OrderAmounts {
  subtotal: number;
  tax: number;
  other_cost: number;
  discount: number;
}

/** a / b rounded to the nearest integer, halves away from zero; exact for any safe integers. */
export function divideRounded(a: bigint, b: bigint): number {
  const negative = a < 0n !== b < 0n;
  const absA = a < 0n ? -a : a;
  const absB = b < 0n ? -b : b;
  const quotient = (absA * 2n + absB) / (absB * 2n);
  return Number(negative ? -quotient : quotient);
}

/** The discount a coupon gives on a subtotal, never more than the subtotal nor below zero. */
export function couponDiscount(terms: CouponTerms, subtotal: number): number {
  if (subtotal <= 0 || terms.value <= 0) return 0;
  const raw =
    terms.type === 'percent'
      ? divideRounded(BigInt(subtotal) * BigInt(terms.value), 10_000n)
      : terms.value;
  return Math.min(raw, subtotal);
}

export function orderTotal({ subtotal, tax, other_cost, discount }: OrderAmounts): number {
  return Math.max(0, subtotal + tax + other_cost - discount);
}
