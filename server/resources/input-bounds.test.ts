import { describe, expect, it } from 'vitest';
import { NotFoundError } from './errors';
import { isCalendarDate, parseId, parseMoment, pathId, wholeNumber } from './input-bounds';

describe('input bounds', () => {
  it('takes ids from 1 to 2147483647 written as plain digits, and nothing else', () => {
    expect(parseId('1')).toBe(1);
    expect(parseId('2147483647')).toBe(2147483647);
    expect(parseId(42)).toBe(42);
    for (const bad of [
      '2147483648',
      '9223372036854775808',
      '0',
      '-1',
      '1e3',
      '1.5',
      ' 1',
      'abc',
      ['1'],
      2 ** 31,
      1.5,
    ])
      expect(parseId(bad)).toBeUndefined();
  });

  it('answers 404 for a path id no row can have', () => {
    expect(() => pathId('2147483648')).toThrow(NotFoundError);
    expect(pathId('7')).toBe(7);
  });

  it('takes whole numbers within the given range only', () => {
    expect(wholeNumber('25', 1, 100)).toBe(25);
    expect(wholeNumber('99999999999999999999', 1, 100)).toBeUndefined();
    expect(wholeNumber(['2'], 1, 100)).toBeUndefined();
  });

  it('takes real calendar dates from 1900 to 2100 only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('1900-01-01')).toBe(true);
    expect(isCalendarDate('2100-12-31')).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '0001-01-01', '9999-12-31', '1899-12-31', 'x'])
      expect(isCalendarDate(bad)).toBe(false);
  });

  it('takes moments within the same years, on real days', () => {
    expect(parseMoment('2026-03-01T10:00:00Z')?.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    for (const bad of ['2026-02-30T10:00:00Z', '0001-01-01T00:00:00Z', '9999-12-31T23:59:59Z', 'x'])
      expect(parseMoment(bad)).toBeUndefined();
  });
});
