import { describe, expect, it } from 'vitest';
import { checkoutFigures, toCents } from './checkoutAmounts';

describe('checkoutFigures', () => {
  it('adds in cents: 0.10 + 0.20 is 0.30', () => {
    expect(
      checkoutFigures({ price: 0.1, subtotal: null, tax: 0.2, other_cost: '', discount: null }),
    ).toEqual({ subtotal: 0.1, tax: 0.2, other_cost: 0, discount: 0, total: 0.3 });
  });

  it('takes the course price when no price is typed, and the discount off', () => {
    // 1000.00 + 50.00 + 10.00 − 100.00 = 960.00
    expect(
      checkoutFigures({ price: 1000, subtotal: '', tax: 50, other_cost: 10, discount: 100 })?.total,
    ).toBe(960);
    expect(
      checkoutFigures({ price: 1000, subtotal: 800, tax: 0, other_cost: 0, discount: 0 })?.total,
    ).toBe(800);
  });

  it('never goes below zero, and has nothing to show without a price', () => {
    expect(
      checkoutFigures({ price: 10, subtotal: null, tax: 0, other_cost: 0, discount: 25 })?.total,
    ).toBe(0);
    expect(
      checkoutFigures({ price: undefined, subtotal: null, tax: 1, other_cost: 0, discount: 0 }),
    ).toBeNull();
  });

  it('reads typed values as cents', () => {
    expect(toCents('12.5')).toBe(1250);
    expect(toCents('abc')).toBeNull();
    expect(toCents('')).toBeNull();
  });
});
