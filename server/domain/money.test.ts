import { describe, expect, it } from 'vitest';
import { fromMinorUnits, toMinorUnits } from './money';

describe('money conversions', () => {
  it.each([
    ['12.50', 1250],
    ['12.5', 1250],
    [12.5, 1250],
    ['0.1', 10],
    [0.29, 29],
    ['1234567.89', 123456789],
    ['-3.07', -307],
    ['7', 700],
    [1.005, null],
    ['12.345', null],
    ['1e3', null],
    ['', null],
    ['abc', null],
    [Number.NaN, null],
  ])('%s → %s', (input, minor) => {
    expect(toMinorUnits(input)).toBe(minor);
  });

  it('answers major units without drift', () => {
    expect(fromMinorUnits(29)).toBe(0.29);
    expect(fromMinorUnits(123456789)).toBe(1234567.89);
    expect(toMinorUnits(fromMinorUnits(1999))).toBe(1999);
  });
});
