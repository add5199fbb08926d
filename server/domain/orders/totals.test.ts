import { describe, expect, it } from 'vitest';
import { couponDiscount, divideRounded, orderTotal } from './totals';

describe('divideRounded (half away from zero)', () => {
  it('rounds halves away from zero and the rest to the nearest', () => {
    expect(divideRounded(25n, 10n)).toBe(3); // 2.5 → 3
    expect(divideRounded(-25n, 10n)).toBe(-3); // −2.5 → −3
    expect(divideRounded(24n, 10n)).toBe(2);
    expect(divideRounded(26n, 10n)).toBe(3);
    expect(divideRounded(20n, 10n)).toBe(2);
  });
});

describe('couponDiscount', () => {
  it('takes a percentage of the subtotal, rounded to the cent', () => {
    // 10 % of 45000.00 = 4500.00
    expect(couponDiscount({ type: 'percent', value: 1000 }, 4_500_000)).toBe(450_000);
    // 12.5 % of 19.99 = 2.49875 → 2.50
    expect(couponDiscount({ type: 'percent', value: 1250 }, 1999)).toBe(250);
    // 15 % of 0.10 = 0.015 → 0.02 (half away from zero)
    expect(couponDiscount({ type: 'percent', value: 1500 }, 10)).toBe(2);
    // 15 % of 0.03 = 0.0045 → 0.00
    expect(couponDiscount({ type: 'percent', value: 1500 }, 3)).toBe(0);
    // 33.33 % of 100.00 = 33.33
    expect(couponDiscount({ type: 'percent', value: 3333 }, 10_000)).toBe(3333);
  });

  it('caps a percentage above 100 at the subtotal', () => {
    expect(couponDiscount({ type: 'percent', value: 15_000 }, 2000)).toBe(2000);
  });

  it('takes a fixed amount, capped at the subtotal', () => {
    expect(couponDiscount({ type: 'fixed', value: 500_000 }, 4_500_000)).toBe(500_000);
    // 5000.00 off a 3500.00 course: 3500.00
    expect(couponDiscount({ type: 'fixed', value: 500_000 }, 350_000)).toBe(350_000);
  });

  it('gives nothing on a zero subtotal', () => {
    expect(couponDiscount({ type: 'percent', value: 1000 }, 0)).toBe(0);
    expect(couponDiscount({ type: 'fixed', value: 100 }, 0)).toBe(0);
  });
});

describe('orderTotal', () => {
  it('adds tax and other cost and takes the discount off', () => {
    // 220.00 + 11.00 + 5.50 − 22.00 = 214.50
    expect(orderTotal({ subtotal: 22_000, tax: 1100, other_cost: 550, discount: 2200 })).toBe(
      21_450,
    );
  });

  it('never goes below zero', () => {
    // 10.00 + 0 + 0 − 10.00 = 0; a discount larger than everything still gives 0
    expect(orderTotal({ subtotal: 1000, tax: 0, other_cost: 0, discount: 1000 })).toBe(0);
    expect(orderTotal({ subtotal: 1000, tax: 0, other_cost: 0, discount: 5000 })).toBe(0);
  });
});
