import { describe, expect, it } from 'vitest';
import { coupon as couponResource } from '../resources/courses';
import { schedule as scheduleResource } from '../resources/schedules';
import { checkRules, endsAfterStart, endsAfterStartTime, notBelow } from './rules';

describe('rules across fields', () => {
  it('endsAfterStart passes an equal or later end, or a missing side', () => {
    const rule = endsAfterStart('from', 'to');
    expect(rule({ from: '2027-01-01', to: '2027-01-01' })).toEqual({});
    expect(rule({ from: '2027-01-01', to: null })).toEqual({});
    expect(rule({ from: '2027-01-02', to: '2027-01-01' })).toEqual({
      to: [{ phrase: 'dateOnOrAfter', other: 'from' }],
    });
  });

  it('notBelow compares numbers, not strings', () => {
    const rule = notBelow('min_spend', 'max_spend');
    expect(rule({ min_spend: 900, max_spend: 10000 })).toEqual({});
    expect(rule({ min_spend: 10000, max_spend: 900 })).toEqual({
      max_spend: [{ phrase: 'notBelow', other: 'min_spend' }],
    });
  });

  it('caps a percentage coupon at 100 % (10000 in hundredths), not a fixed one', () => {
    const coupon = (next: Record<string, unknown>) => checkRules(couponResource.rules, next);
    expect(coupon({ discount_type: 'percent', discount_value: 10000 })).toEqual({});
    expect(coupon({ discount_type: 'percent', discount_value: 10001 })).toHaveProperty(
      'discount_value',
    );
    expect(coupon({ discount_type: 'fixed', discount_value: 500000 })).toEqual({});
  });

  it('endsAfterStartTime wants the end strictly later', () => {
    const rule = endsAfterStartTime('start_time', 'end_time');
    expect(rule({ start_time: '10:00', end_time: '10:30' })).toEqual({});
    expect(rule({ start_time: '09:30', end_time: '10:00' })).toEqual({});
    expect(rule({ start_time: '10:00', end_time: '10:00' })).toEqual({
      end_time: [{ phrase: 'timeAfter', other: 'start_time' }],
    });
    expect(rule({ start_time: '10:00', end_time: '09:59' })).toHaveProperty('end_time');
  });

  it('a slot ends after it starts and its validity does not run backwards', () => {
    const schedule = (next: Record<string, unknown>) => checkRules(scheduleResource.rules, next);
    const slot = { start_time: '10:00', end_time: '12:00', valid_from: '2027-01-01' };
    expect(schedule({ ...slot, valid_to: null })).toEqual({});
    expect(schedule({ ...slot, end_time: '09:00', valid_to: '2026-12-31' })).toEqual({
      end_time: [{ phrase: 'timeAfter', other: 'start_time' }],
      valid_to: [{ phrase: 'dateOnOrAfter', other: 'valid_from' }],
    });
  });
});
