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

  it('fills values in, numbers in the language’s digits', () => {
    expect(translatorFor('en').t('validation.maxLength', { attribute: 'name', max: 190 })).toBe(
      'The name field must not be greater than 190 characters.',
    );
    expect(translatorFor('bn').t('validation.maxLength', { attribute: 'নাম', max: 190 })).toBe(
      'নাম ঘরে ১৯০টির বেশি অক্ষর থাকতে পারবে না।',
    );
  });
});
