import { describe, expect, it } from 'vitest';
import { endsAfterStart, notBelow, resourceRules } from './index';

describe('rules across fields', () => {
  it('endsAfterStart passes an equal or later end, or a missing side', () => {
    const rule = endsAfterStart('from', 'to');
    expect(rule({ from: '2027-01-01', to: '2027-01-01' })).toEqual({});
    expect(rule({ from: '2027-01-01', to: null })).toEqual({});
    expect(rule({ from: '2027-01-02', to: '2027-01-01' })).toEqual({
      to: ['The to must be a date after or equal to from.'],
    });
  });

  it('notBelow compares numbers, not strings', () => {
    const rule = notBelow('min_spend', 'max_spend');
    expect(rule({ min_spend: 900, max_spend: 10000 })).toEqual({});
    expect(rule({ min_spend: 10000, max_spend: 900 })).toEqual({
      max_spend: ['The max spend must be at least the min spend.'],
    });
  });

  it('caps a percentage coupon at 100 % (10000 in hundredths), not a fixed one', () => {
    const coupon = resourceRules.coupon!;
    expect(coupon({ discount_type: 'percent', discount_value: 10000 })).toEqual({});
    expect(coupon({ discount_type: 'percent', discount_value: 10001 })).toHaveProperty(
      'discount_value',
    );
    expect(coupon({ discount_type: 'fixed', discount_value: 500000 })).toEqual({});
  });
});
