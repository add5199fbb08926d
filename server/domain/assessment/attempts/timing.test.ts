import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../i18n/translate';
import { deadlineOf, isPast, refusalPhrase, startRefusal, windowEnd } from './timing';

const at = (iso: string) => new Date(iso);

describe('the clock of an attempt', () => {
  it('closes a part at its time limit, never past the window’s end', () => {
    const start = at('2026-11-23T04:00:00.000Z');
    expect(deadlineOf(start, 32, null)).toBe('2026-11-23T04:32:00.000Z');
    expect(deadlineOf(start, 32, '2026-11-23T04:10:00.000Z')).toBe('2026-11-23T04:10:00.000Z');
    expect(deadlineOf(start, null, '2026-11-23T05:00:00.000Z')).toBe('2026-11-23T05:00:00.000Z');
    expect(deadlineOf(start, null, null)).toBeNull();
  });

  it('counts a deadline as past only beyond the grace', () => {
    const deadline = '2026-11-23T04:32:00.000Z';
    expect(isPast(deadline, at('2026-11-23T04:32:00.000Z'))).toBe(false);
    expect(isPast(deadline, at('2026-11-23T04:32:00.001Z'))).toBe(true);
    expect(isPast(deadline, at('2026-11-23T04:32:09.000Z'), 10_000)).toBe(false);
    expect(isPast(deadline, at('2026-11-23T04:32:10.001Z'), 10_000)).toBe(true);
    expect(isPast(null, at('2099-01-01T00:00:00.000Z'))).toBe(false);
  });

  it('bounds only fixed windows', () => {
    expect(windowEnd({ window_type: 'open', ends_at: '2026-11-23T05:00:00.000Z' })).toBeNull();
    expect(windowEnd({ window_type: 'fixed', ends_at: '2026-11-23T05:00:00.000Z' })).toBe(
      '2026-11-23T05:00:00.000Z',
    );
  });

  it('says why an exam cannot start', () => {
    const exam = {
      type: 1 as const,
      test_form_id: null,
      status: 'published' as const,
      window_type: 'fixed' as const,
      starts_at: '2026-11-23T04:00:00.000Z',
      ends_at: '2026-11-23T06:00:00.000Z',
    };
    const now = at('2026-11-23T05:00:00.000Z');
    expect(startRefusal(exam, 1, now)).toBeNull();
    expect(startRefusal({ ...exam, status: 'closed' }, 1, now)).toBe('closed');
    expect(startRefusal({ ...exam, type: 2 }, 1, now)).toBe('no_test_form');
    expect(startRefusal(exam, 0, now)).toBe('no_questions');
    expect(startRefusal(exam, 1, at('2026-11-23T03:59:59.000Z'))).toBe('not_open_yet');
    expect(startRefusal(exam, 1, at('2026-11-23T06:00:00.000Z'))).toBe('window_ended');
    expect(
      startRefusal({ ...exam, window_type: 'open' }, 1, at('2027-01-01T00:00:00.000Z')),
    ).toBeNull();
    expect(translatorFor('en').say(refusalPhrase('not_open_yet', exam))).toBe(
      'This exam opens on 23 November 2026 at 10:00 (Dhaka time).',
    );
    expect(translatorFor('bn').say(refusalPhrase('window_ended', exam))).toBe(
      'এই পরীক্ষার সময়সীমা শেষ হয়েছে ২৩ নভেম্বর, ২০২৬ ১২:০০ PM (ঢাকার সময়)।',
    );
  });
});
