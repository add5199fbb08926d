import { describe, expect, it } from 'vitest';
import { couponRefusal, type Coupon } from './coupon-rules';
import { translatorFor } from '../../i18n/translate';

const english = translatorFor('en');

const save10: Coupon = {
  id: 1,
  code: 'SAVE10',
  terms: { type: 'percent', value: 1000 },
  courseId: null,
  courseTitle: null,
  validFrom: '2026-10-01',
  validTo: '2026-10-31',
  usageLimit: 50,
  usedCount: 3,
  minSpend: null,
  maxSpend: null,
  active: true,
};
const use = { courseId: 7, subtotal: 2_200_000, today: '2026-10-15' };

describe('couponRefusal', () => {
  it('accepts a coupon within every rule, on its first and last days too', () => {
    expect(couponRefusal(save10, use, english)).toBeNull();
    expect(couponRefusal(save10, { ...use, today: '2026-10-01' }, english)).toBeNull();
    expect(couponRefusal(save10, { ...use, today: '2026-10-31' }, english)).toBeNull();
  });

  it('refuses an inactive coupon', () => {
    expect(couponRefusal({ ...save10, active: false }, use, english)).toBe(
      'The coupon SAVE10 is not active.',
    );
  });

  it('refuses outside its dates', () => {
    expect(couponRefusal(save10, { ...use, today: '2026-11-01' }, english)).toBe(
      'The coupon SAVE10 expired on 2026-10-31.',
    );
    expect(couponRefusal(save10, { ...use, today: '2026-09-30' }, english)).toBe(
      'The coupon SAVE10 is valid from 2026-10-01.',
    );
  });

  it('refuses when every use is taken, and accepts without a limit', () => {
    expect(couponRefusal({ ...save10, usedCount: 50 }, use, english)).toBe(
      'The coupon SAVE10 has been used 50 of 50 times.',
    );
    expect(couponRefusal({ ...save10, usedCount: 49 }, use, english)).toBeNull();
    expect(couponRefusal({ ...save10, usageLimit: null, usedCount: 900 }, use, english)).toBeNull();
  });

  it('refuses another course than the coupon’s', () => {
    const scoped = { ...save10, courseId: 2, courseTitle: 'SAT Math Intensive' };
    expect(couponRefusal(scoped, use, english)).toBe(
      'The coupon SAVE10 is for SAT Math Intensive only.',
    );
    expect(couponRefusal(scoped, { ...use, courseId: 2 }, english)).toBeNull();
  });

  it('holds the subtotal to the minimum and maximum spend, both inclusive', () => {
    const bounded = { ...save10, minSpend: 10_000, maxSpend: 50_000 };
    expect(couponRefusal(bounded, { ...use, subtotal: 9999 }, english)).toBe(
      'The coupon SAVE10 needs a price of at least 100.00.',
    );
    expect(couponRefusal(bounded, { ...use, subtotal: 10_000 }, english)).toBeNull();
    expect(couponRefusal(bounded, { ...use, subtotal: 50_000 }, english)).toBeNull();
    expect(couponRefusal(bounded, { ...use, subtotal: 50_001 }, english)).toBe(
      'The coupon SAVE10 applies to a price of at most 500.00.',
    );
  });

  it('holds a kept coupon only to its course and spend', () => {
    const spent = { ...save10, usedCount: 50, active: false };
    const later = { ...use, today: '2027-01-01' };
    expect(couponRefusal(spent, later, english, { availability: false })).toBeNull();
    expect(
      couponRefusal({ ...spent, minSpend: 9_999_999 }, later, english, { availability: false }),
    ).toBe('The coupon SAVE10 needs a price of at least 99999.99.');
  });
});
