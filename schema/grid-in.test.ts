import { describe, expect, it } from 'vitest';
import { gridInProblem } from './grid-in';

describe('gridInProblem', () => {
  it.each(['3/4', '.75', '0.75', '12', '0', '9999', '1/10', ' 2.5 '])(
    'accepts %s on both forms',
    (form) => {
      expect(gridInProblem(form, 'digital')).toBeNull();
      expect(gridInProblem(form, 'legacy')).toBeNull();
    },
  );

  it('accepts a negative answer on the digital form, with the sign not counted', () => {
    expect(gridInProblem('-3/4', 'digital')).toBeNull();
    expect(gridInProblem('-.875', 'digital')).toBeNull();
    expect(gridInProblem('-12345', 'digital')).toBeNull();
  });

  it('refuses a negative answer on the legacy form, whose grid has no minus sign', () => {
    expect(gridInProblem('-3/4', 'legacy')).toBe('negative');
  });

  it('refuses more characters than the grid holds', () => {
    expect(gridInProblem('12345', 'digital')).toBeNull();
    expect(gridInProblem('123456', 'digital')).toBe('length');
    expect(gridInProblem('0.875', 'digital')).toBeNull();
    expect(gridInProblem('0.875', 'legacy')).toBe('length');
    expect(gridInProblem('.875', 'legacy')).toBeNull();
    expect(gridInProblem('10/11', 'legacy')).toBe('length');
  });

  it.each(['', '   '])('calls %j empty', (form) => {
    expect(gridInProblem(form, 'digital')).toBe('empty');
  });

  it.each(['3 / 4', '1 1/2', '3.', '1,000', '50%', '$5', 'abc', '--1', '1/2/3', '.', '/4', '1e3'])(
    'refuses %j, which is not a number a student can enter',
    (form) => {
      expect(gridInProblem(form, 'digital')).toBe('format');
    },
  );

  it('refuses a fraction over zero', () => {
    expect(gridInProblem('3/0', 'digital')).toBe('zero_denominator');
    expect(gridInProblem('3/00', 'legacy')).toBe('zero_denominator');
  });
});
