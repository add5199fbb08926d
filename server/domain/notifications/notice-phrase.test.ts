import { describe, expect, it } from 'vitest';
import { noticePhrase, wordNotice } from './notice-phrase';

describe('wordNotice', () => {
  const hours = noticePhrase('notices.workingHoursMessage', {
    date: { date: '2026-11-28' },
    start: { time: '10:30' },
    end: { time: '12:00' },
  });

  it('quotes a day and times of day as stored in English', () => {
    expect(wordNotice(hours, 'en')).toBe('2026-11-28 10:30–12:00');
  });

  it('writes a day and times of day as the screens do in Bangla', () => {
    expect(wordNotice(hours, 'bn')).toBe('২৮ নভেম্বর, ২০২৬ ১০:৩০ AM–১২:০০ PM');
  });

  it('reads a time stored as plain text, as rows from before times were marked, as stored', () => {
    const older = noticePhrase('notices.workingHoursMessage', {
      date: { date: '2026-11-28' },
      start: '10:30',
      end: '12:00',
    });
    expect(wordNotice(older, 'bn')).toBe('২৮ নভেম্বর, ২০২৬ 10:30–12:00');
  });
});
