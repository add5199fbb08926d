import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../resources/errors';
import { translatorFor } from '../../i18n/translate';
import { monthOf, periodInstants, readPeriod } from './period';

const english = translatorFor('en');

describe('report periods', () => {
  it('defaults to the month of the centre date, leap February included', () => {
    expect(readPeriod({}, english, '2028-02-10')).toEqual({
      start: '2028-02-01',
      end: '2028-02-29',
    });
    expect(monthOf('2026-12-31')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('takes either end from the query', () => {
    expect(readPeriod({ start_date: '2026-01-15' }, english, '2026-03-02')).toEqual({
      start: '2026-01-15',
      end: '2026-03-31',
    });
  });

  it('refuses a bad date or an end before the start', () => {
    expect(() => readPeriod({ start_date: '2026-02-30' }, english)).toThrow(ValidationError);
    expect(() => readPeriod({ start_date: '2026-03-02', end_date: '2026-03-01' }, english)).toThrow(
      'The end date field must be a date after or equal to start date.',
    );
  });

  it('refuses a period longer than three years', () => {
    expect(readPeriod({ start_date: '2024-01-01', end_date: '2026-12-31' }, english).end).toBe(
      '2026-12-31',
    );
    expect(() => readPeriod({ start_date: '2024-01-01', end_date: '2027-01-01' }, english)).toThrow(
      'The period may span at most 1096 days.',
    );
  });

  it('bounds timestamps by midnight in Dhaka (UTC+6)', () => {
    expect(periodInstants({ start: '2026-03-01', end: '2026-03-31' })).toEqual({
      from: '2026-02-28T18:00:00.000Z',
      to: '2026-03-31T18:00:00.000Z',
    });
  });
});
