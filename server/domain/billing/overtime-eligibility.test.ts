import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../i18n/translate';
import { eligibilityMessage, remainingMinutes, weekStartProblem } from './overtime-eligibility';

const english = translatorFor('en');

describe('overtime left to request', () => {
  it('is worked less contracted less requested, never below zero', () => {
    expect(remainingMinutes(2490, 2400, 0)).toBe(90); // 41 h 30 min − 40 h
    expect(remainingMinutes(2490, 2400, 60)).toBe(30);
    expect(remainingMinutes(2300, 2400, 0)).toBe(0);
    expect(remainingMinutes(2490, null, 0)).toBe(0);
  });

  it('is explained with the figures', () => {
    const e = {
      week_start: '2026-11-21',
      week_end: '2026-11-27',
      worked_minutes: 2490,
      contracted_minutes: 2400,
      requested_minutes: 60,
      remaining_minutes: 30,
    };
    expect(eligibilityMessage(e, true, english)).toBe(
      'You worked 41 h 30 min in that week, 40 h are contracted and 1 h already requested: 0 h 30 min remain.',
    );
  });
});

describe('the week of an overtime request', () => {
  it('starts on a Saturday', () => {
    expect(weekStartProblem('2026-11-21', english)).toBeUndefined(); // a Saturday
    expect(weekStartProblem('2026-11-22', english)).toMatch(/Saturday/);
    expect(weekStartProblem('2026-02-30', english)).toMatch(/date/);
  });
});
