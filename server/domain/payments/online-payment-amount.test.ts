import { describe, expect, it } from 'vitest';
import { onlinePaymentAmount, onlinePaymentBounds } from './online-payment-amount';

describe('onlinePaymentBounds', () => {
  it('asks for the whole due at 100 %', () => {
    expect(onlinePaymentBounds(30_000, 30_000, 100)).toEqual({ min: 30_000, max: 30_000 });
  });

  it('takes the minimum as a share of the total, rounded up, but never more than is due', () => {
    expect(onlinePaymentBounds(30_001, 30_001, 25)).toEqual({ min: 7_501, max: 30_001 });
    expect(onlinePaymentBounds(30_000, 5_000, 25)).toEqual({ min: 5_000, max: 5_000 });
  });
});

describe('onlinePaymentAmount', () => {
  const bounds = { min: 7_500, max: 30_000 };
  it('charges the whole due when no amount is asked for', () => {
    expect(onlinePaymentAmount(undefined, bounds)).toEqual({ amount: 30_000 });
  });
  it('charges an amount within the bounds, edges included', () => {
    expect(onlinePaymentAmount(7_500, bounds)).toEqual({ amount: 7_500 });
    expect(onlinePaymentAmount(30_000, bounds)).toEqual({ amount: 30_000 });
  });
  it('refuses less than the minimum and more than is due', () => {
    expect(onlinePaymentAmount(7_499, bounds)).toEqual({ refusal: 'too_small' });
    expect(onlinePaymentAmount(30_001, bounds)).toEqual({ refusal: 'too_large' });
  });
});
