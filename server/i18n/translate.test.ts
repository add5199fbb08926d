import { describe, expect, it } from 'vitest';
import { requestLanguage, translatorFor } from './translate';

describe('requestLanguage', () => {
  it('takes the first range by weight that the product speaks, English otherwise', () => {
    expect(requestLanguage(undefined)).toBe('en');
    expect(requestLanguage('bn')).toBe('bn');
    expect(requestLanguage('bn-BD,bn;q=0.9,en;q=0.8')).toBe('bn');
    expect(requestLanguage('fr-FR, en;q=0.5, bn;q=0.7')).toBe('bn');
    expect(requestLanguage('en;q=0.9, bn;q=0')).toBe('en');
    expect(requestLanguage('de, fr')).toBe('en');
  });
});

describe('translatorFor', () => {
  it('names a field by its form label, lower-cased mid-sentence in English unless an acronym', () => {
    const en = translatorFor('en');
    expect(en.field('schedule', 'valid_to')).toBe('until');
    expect(en.label('schedule', 'valid_to')).toBe('Until');
    expect(en.field('mail', 'html')).toBe('HTML');
    expect(en.field('schedule', 'no_such_field')).toBe('no such field');
    expect(translatorFor('bn').field('schedule', 'valid_to')).toBe('যেদিন পর্যন্ত');
  });

  it('writes an amount of money with two decimals and no grouping, in the language’s digits', () => {
    expect(translatorFor('en').amount(13500)).toBe('13500.00');
    expect(translatorFor('en').amount(0.1)).toBe('0.10');
    expect(translatorFor('bn').amount(13500)).toBe('১৩৫০০.০০');
    expect(translatorFor('bn').amount(-2.5)).toBe('-২.৫০');
  });

  it('parts a list with commas in English and with semicolons in Bangla, whose dates hold commas', () => {
    const days = ['2026-11-02', '2026-11-09'];
    expect(translatorFor('en').list(days.map(translatorFor('en').date))).toBe(
      '2026-11-02, 2026-11-09',
    );
    const bn = translatorFor('bn');
    expect(bn.list(days.map(bn.date))).toBe('২ নভেম্বর, ২০২৬; ৯ নভেম্বর, ২০২৬');
  });

  it('fills values in, numbers in the language’s digits', () => {
    expect(translatorFor('en').t('validation.maxLength', { attribute: 'name', max: 190 })).toBe(
      'The name field must not be greater than 190 characters.',
    );
    expect(translatorFor('bn').t('validation.maxLength', { attribute: 'নাম', max: 190 })).toBe(
      'নাম ঘরে ১৯০টির বেশি অক্ষর থাকতে পারবে না।',
    );
  });

  it('quotes days, times and pay periods as stored in English and in Bangla digits in Bangla', () => {
    const en = translatorFor('en');
    const bn = translatorFor('bn');
    expect(en.date('2026-11-28')).toBe('2026-11-28');
    expect(bn.date('2026-11-28')).toBe('২৮ নভেম্বর, ২০২৬');
    expect(en.time('10:30')).toBe('10:30');
    expect(bn.time('10:30')).toBe('১০:৩০ AM');
    expect(bn.time('14:05')).toBe('২:০৫ PM');
    expect(en.period('2026-10')).toBe('2026-10');
    expect(bn.period('2026-10')).toBe('২০২৬-১০');
  });

  it('quotes an instant in the centre’s time zone, in English as its texts always had it', () => {
    // 04:00 UTC is 10:00 in Dhaka; 20:00 UTC is already the next day there.
    expect(translatorFor('en').dateTime('2026-11-23T04:00:00Z')).toBe('23 November 2026 at 10:00');
    expect(translatorFor('bn').dateTime('2026-11-23T04:00:00Z')).toBe('২৩ নভেম্বর, ২০২৬ ১০:০০ AM');
    expect(translatorFor('bn').dateTime('2026-11-23T20:00:00Z')).toBe('২৪ নভেম্বর, ২০২৬ ২:০০ AM');
  });

  it('formats the dated values of a phrase made without a reader when it is worded', () => {
    const closed = {
      key: 'scheduling.centreClosed',
      values: { date: { date: '2026-11-28' }, holiday: 'Victory Day' },
    } as const;
    expect(translatorFor('en').say(closed)).toBe(
      'The centre is closed on 2026-11-28 (Victory Day).',
    );
    expect(translatorFor('bn').say(closed)).toBe('২৮ নভেম্বর, ২০২৬ তারিখে কেন্দ্র বন্ধ (Victory Day)।');
    const paid = { period: { period: '2026-10' }, name: 'Rahim', date: { date: '2026-11-02' } };
    expect(translatorFor('bn').t('billing.alreadyPaid', paid)).toBe(
      'Rahim-এর ২০২৬-১০ মাসের বেতন ২ নভেম্বর, ২০২৬ তারিখে আগেই দেওয়া হয়েছে।',
    );
  });
});
