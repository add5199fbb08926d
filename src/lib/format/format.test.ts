import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatTime } from '.';

describe('formatMoney', () => {
  it('writes USD with $ on the left, no space, 2 decimals, thousands comma', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatMoney('12', 'USD')).toBe('$12.00');
  });
  it('writes EUR with € on the right after one space', () => {
    expect(formatMoney(1234.5, 'EUR')).toBe('1,234.50 €');
  });
  it('keeps the sign in front and shows nothing for no value', () => {
    expect(formatMoney(-3, 'USD')).toBe('-$3.00');
    expect(formatMoney(null, 'USD')).toBe('');
  });
});

describe('dates (Asia/Dhaka, LL)', () => {
  it('formats a calendar date without shifting the day', () => {
    expect(formatDate('2026-01-05', 'en')).toBe('January 5, 2026');
  });
  it('shows a UTC date-time in Dhaka time (UTC+6)', () => {
    expect(formatDateTime('2026-01-05T20:30:00.000Z', 'en')).toBe('January 6, 2026 2:30 AM');
  });
  it('formats times and Bangla dates', () => {
    expect(formatTime('14:05', 'en')).toBe('2:05 PM');
    expect(formatDate('2026-01-05', 'bn')).toContain('জানু');
    expect(formatDate('2026-01-05', 'bn')).toContain('২০২৬');
  });
});
