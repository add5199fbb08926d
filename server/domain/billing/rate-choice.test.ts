import { describe, expect, it } from 'vitest';
import { chooseRate, type RateRow } from './rate-choice';

const MATH = 1;
const ENGLISH = 2;
const rates: RateRow[] = [
  { subject_id: null, hourly_rate: 1000, effective_from: '2026-01-01' },
  { subject_id: null, hourly_rate: 1100, effective_from: '2026-06-01' },
  { subject_id: MATH, hourly_rate: 1250, effective_from: '2026-03-01' },
  { subject_id: MATH, hourly_rate: 1400, effective_from: '2026-09-01' },
];

describe('choosing the rate of a piece of work', () => {
  it('prefers the rate of a subject of the course', () => {
    expect(chooseRate(rates, [MATH], '2026-04-10')).toBe(1250);
  });
  it('takes the latest rate in force on the date', () => {
    expect(chooseRate(rates, [MATH], '2026-09-01')).toBe(1400);
    expect(chooseRate(rates, [ENGLISH], '2026-07-01')).toBe(1100);
  });
  it('falls back to the rate without a subject', () => {
    expect(chooseRate(rates, [ENGLISH], '2026-02-01')).toBe(1000);
    expect(chooseRate(rates, [MATH], '2026-02-01')).toBe(1000);
    expect(chooseRate(rates, [], '2026-02-01')).toBe(1000);
  });
  it('answers null, not zero, when no rate is in force', () => {
    expect(chooseRate(rates, [MATH], '2025-12-31')).toBeNull();
    expect(chooseRate([], [MATH], '2026-04-10')).toBeNull();
  });
});
