/**
 * The checkout form's running total before the server has answered for a coupon: the same sum
 * the server makes (server/domain/orders/totals.ts), in cents so that 0.1 + 0.2 stays 0.30.
 * The server's figures are the ones saved; this is only what the admin sees while typing.
 */

/** An input's major-unit value in cents; null when it is empty or not a number. */
export function toCents(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) ? Math.round(amount * 100) : null;
}

export interface CheckoutFigures {
  subtotal: number;
  tax: number;
  other_cost: number;
  discount: number;
  total: number;
}

/** Major units in, major units out; the subtotal falls back to the course's price. */
export function checkoutFigures(input: {
  price: unknown;
  subtotal: unknown;
  tax: unknown;
  other_cost: unknown;
  discount: unknown;
}): CheckoutFigures | null {
  const subtotal = toCents(input.subtotal) ?? toCents(input.price);
  if (subtotal === null) return null;
  const tax = toCents(input.tax) ?? 0;
  const other = toCents(input.other_cost) ?? 0;
  const discount = toCents(input.discount) ?? 0;
  return {
    subtotal: subtotal / 100,
    tax: tax / 100,
    other_cost: other / 100,
    discount: discount / 100,
    total: Math.max(0, subtotal + tax + other - discount) / 100,
  };
}
