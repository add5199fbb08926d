import { describe, expect, it } from 'vitest';
import { divideRounded, formatMinutes, minutesBetween, payFor, spansOverlap } from './work-time';

describe('minutes between two times', () => {
  it.each([
    ['10:30', '12:00', 90],
    ['09:00', '09:50', 50],
    ['16:30', '18:00', 90],
    ['00:00', '23:59', 1439],
    ['10:30:00', '12:15:00', 105],
  ])('%s–%s is %i minutes', (start, end, minutes) => {
    expect(minutesBetween(start, end)).toBe(minutes);
  });

  it.each([
    ['12:00', '10:30'],
    ['10:00', '10:00'],
    ['25:00', '26:00'],
    ['9:00', '10:00'],
    ['', '10:00'],
  ])('refuses %s–%s', (start, end) => {
    expect(minutesBetween(start, end)).toBeNull();
  });
});

describe('pay for minutes at an hourly rate, rounded once, half away from zero', () => {
  it.each([
    [90, 1250, 1875], // 1.5 h × 12.50 = 18.75
    [50, 1000, 833], // 8.333… → 8.33
    [25, 1000, 417], // 4.1666… → 4.17
    [60, 1234, 1234],
    [1, 1, 0], // 0.0166… cents → 0
    [30, 1, 1], // half a cent → away from zero
    [45, 1500, 1125], // 0.75 h × 15.00 = 11.25
    [0, 1500, 0],
  ])('%i min at %i/h → %i', (minutes, rate, amount) => {
    expect(payFor(minutes, rate)).toBe(amount);
  });

  it('rounds halves away from zero on both sides', () => {
    expect(divideRounded(30, 60)).toBe(1);
    expect(divideRounded(-30, 60)).toBe(-1);
    expect(divideRounded(29, 60)).toBe(0);
    expect(divideRounded(-29, 60)).toBe(0);
  });
});

describe('how minutes are named', () => {
  it.each([
    [90, '1 h 30 min'],
    [2400, '40 h'],
    [30, '0 h 30 min'],
    [2490, '41 h 30 min'],
    [-30, '−0 h 30 min'],
  ])('%i → %s', (minutes, text) => {
    expect(formatMinutes(minutes)).toBe(text);
  });
});

describe('overlapping spans', () => {
  it('sees a shared minute, not touching ends', () => {
    const a = { start_time: '10:00', end_time: '11:00' };
    expect(spansOverlap(a, { start_time: '10:59', end_time: '12:00' })).toBe(true);
    expect(spansOverlap(a, { start_time: '11:00', end_time: '12:00' })).toBe(false);
    expect(spansOverlap(a, { start_time: '09:00', end_time: '13:00' })).toBe(true);
  });
});
