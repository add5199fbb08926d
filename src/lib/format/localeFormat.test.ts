import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatYearMonth,
  formatNumber,
  formatPercent,
  formatPlainNumber,
  formatTime,
  formatTimeRange,
  formatWeeklySlot,
} from '.';

/** Any Latin digit: a Bangla text must have none. */
const LATIN_DIGIT = /[0-9]/;

describe('numbers in English and Bangla', () => {
  it('groups counts by thousands in English and by lakh in Bangla, in Bangla digits', () => {
    expect(formatNumber(120000, 'en')).toBe('120,000');
    expect(formatNumber(120000, 'bn')).toBe('১,২০,০০০');
  });
  it('writes percentages in each language', () => {
    expect(formatPercent(0.875, 'en')).toBe('88%');
    expect(formatPercent(0.875, 'bn')).toBe('৮৮%');
  });
  it('writes a number for a message as String() does in English, in Bangla digits in Bangla', () => {
    for (const n of [0, 5, 134, 2026, 1234567, 2.5, -3]) {
      expect(formatPlainNumber(n, 'en')).toBe(String(n));
    }
    expect(formatPlainNumber(2026, 'bn')).toBe('২০২৬');
    expect(formatPlainNumber(2.5, 'bn')).toBe('২.৫');
  });
});

describe('money in English and Bangla', () => {
  it('keeps the currency symbol in place and writes the digits in the language', () => {
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'USD', 'bn')).toBe('$১,২৩৪.৫০');
    expect(formatMoney(-3, 'EUR', 'bn')).toBe('-৩.০০ €');
  });
});

describe('dates and times in English and Bangla', () => {
  it('writes a calendar day in each language', () => {
    expect(formatDate('2026-01-05', 'en')).toBe('January 5, 2026');
    expect(formatDate('2026-01-05', 'bn')).toBe('৫ জানুয়ারি, ২০২৬');
  });
  it("writes a pay period in its short shape with the language's digits", () => {
    expect(formatYearMonth('2026-10', 'en')).toBe('2026-10');
    expect(formatYearMonth('2026-10', 'bn')).toBe('২০২৬-১০');
  });
  it('writes a Bangla time as Intl does for bn-BD: digits first, then AM/PM, no other word', () => {
    expect(formatTime('10:00', 'en')).toBe('10:00 AM');
    expect(formatTime('10:00', 'bn')).toBe('১০:০০ AM');
    expect(formatTime('14:05', 'bn')).toBe('২:০৫ PM');
  });
  it('writes a span of times with the day half once where both share it, in each language', () => {
    // ICU spaces a range with thin and narrow no-break spaces; compare with plain ones.
    const span = (...args: Parameters<typeof formatTimeRange>) =>
      formatTimeRange(...args).replace(/\s/g, ' ');
    expect(span('08:00', '09:00', 'en')).toBe('8:00 – 9:00 AM');
    expect(span('08:00', '09:00', 'bn')).toBe('৮:০০–৯:০০ AM');
    expect(span('10:30:00', '14:00:00', 'bn')).toBe('১০:৩০ AM – ২:০০ PM');
  });
  it('writes the start alone for a span that does not end after it', () => {
    expect(formatTimeRange('09:00', '09:00', 'bn')).toBe('৯:০০ AM');
    expect(formatTimeRange('09:00', null, 'en')).toBe('9:00 AM');
  });
  it("writes a weekly slot's day (1 Saturday … 7 Friday) and span of times in each language", () => {
    const slot = (...args: Parameters<typeof formatWeeklySlot>) =>
      formatWeeklySlot(...args).replace(/\s/g, ' ');
    expect(slot(3, '16:30', '18:00', 'bn')).toBe('সোম ৪:৩০–৬:০০ PM');
    expect(slot(3, '16:30', '18:00', 'en')).toBe('Mon, 4:30 – 6:00 PM');
    expect(slot(1, '09:00', '10:00', 'en')).toMatch(/^Sat,/);
    expect(slot(7, '09:00', '10:00', 'en')).toMatch(/^Fri,/);
    expect(slot(3, '10:30', '09:00', 'bn')).toBe('সোম ১০:৩০ AM');
  });
  it('writes a Dhaka date-time in Bangla without a Latin digit', () => {
    const text = formatDateTime('2026-01-05T20:30:00.000Z', 'bn');
    expect(text).toBe('৬ জানুয়ারি, ২০২৬ ২:৩০ AM');
    expect(text).not.toMatch(LATIN_DIGIT);
  });
});
