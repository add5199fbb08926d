import { describe, expect, it } from 'vitest';
import { isSlug, slugify } from './slugs';

describe('slugify', () => {
  it('lowercases and joins words with single hyphens', () => {
    expect(slugify('  Five Habits of SAT   Winners! ')).toBe('five-habits-of-sat-winners');
    expect(slugify('C++ & Java: 2 courses')).toBe('c-java-2-courses');
  });

  it('keeps letters of other scripts, with their vowel signs', () => {
    expect(slugify('ভর্তি পরীক্ষার প্রস্তুতি')).toBe('ভর্তি-পরীক্ষার-প্রস্তুতি');
  });

  it('answers an empty slug for text without letters or numbers', () => {
    expect(slugify('!!! ---')).toBe('');
  });

  it('leaves room for a number within the column', () => {
    expect(slugify('a'.repeat(400)).length).toBeLessThanOrEqual(182);
  });
});

describe('isSlug', () => {
  it('accepts what slugify makes and refuses the rest', () => {
    expect(isSlug('five-habits')).toBe(true);
    expect(isSlug('ভর্তি-পরীক্ষা')).toBe(true);
    for (const bad of ['Five', 'five habits', '-five', 'five--habits', 'five-', 'a/b'])
      expect(isSlug(bad)).toBe(false);
  });
});
