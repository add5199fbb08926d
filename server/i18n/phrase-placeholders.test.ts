/**
 * Every server phrase fills the same values in both languages. That both languages have every key
 * the code uses is the compiler's to check: phrase keys are typed, and the Bangla texts have the
 * type of the English ones.
 */
import { describe, expect, it } from 'vitest';
import { server as bangla } from '../../i18n/bn/server';
import { server as english } from '../../i18n/en/server';

const placeholders = (text: string) => [...text.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]).sort();

const phrases = (texts: object): [string, string][] =>
  Object.entries(texts).flatMap(([group, entries]) =>
    Object.entries(entries as Record<string, string>).map(([name, text]): [string, string] => [
      `${group}.${name}`,
      text,
    ]),
  );

describe('server phrases', () => {
  const banglaByKey = new Map(phrases(bangla));

  it.each(phrases(english))('%s has the same placeholders in Bangla as in English', (key, text) => {
    expect(placeholders(banglaByKey.get(key) ?? '')).toEqual(placeholders(text));
  });
});
