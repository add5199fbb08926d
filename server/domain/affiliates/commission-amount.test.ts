import { describe, expect, it } from 'vitest';
import { commissionAmount } from './commission-amount';

describe('commission amount', () => {
  it('is the payment times the rate, in minor units', () => {
    expect(commissionAmount(100_000, 1_000)).toBe(10_000); // 1000.00 at 10 % → 100.00
    expect(commissionAmount(12_345, 1_250)).toBe(1_543); // 123.45 at 12.5 % → 15.43125
  });

  it('rounds halves away from zero, for payments and refunds alike', () => {
    expect(commissionAmount(5, 1_000)).toBe(1); // 0.5 minor unit → 1
    expect(commissionAmount(-5, 1_000)).toBe(-1);
    expect(commissionAmount(4, 1_000)).toBe(0); // 0.4 → 0
  });

  it('stays exact where a float product would not', () => {
    expect(commissionAmount(9_007_199_254_740, 9_999)).toBe(9_006_298_534_815);
  });
});
