/**
 * The words search works on, cut the same way from a record and from a search on both databases:
 * runs of letters, digits and combining marks (a Bangla vowel sign belongs to its word), lower-cased.
 * The databases are handed these words, not the raw text, so their own parsers never decide what
 * a word is.
 */
import type { Resource } from '../../schema';
import type { Row } from '../db/types';

/** A longer run is cut: a word is matched by its start. */
const MAX_WORD = 100;
/** Words a record's document keeps at most (a long text stays within the databases' limits). */
const MAX_DOCUMENT_WORDS = 2_000;
const WORD = /[\p{L}\p{N}\p{M}]+/gu;

export function searchableFields(resource: Resource): string[] {
  return Object.entries(resource.fields)
    .filter(([, f]) => f.searchable)
    .map(([name]) => name);
}

/** The distinct words of a text, in order of appearance. */
export function wordsOf(text: string): string[] {
  const words = (text.toLowerCase().match(WORD) ?? []).map((w) => w.slice(0, MAX_WORD));
  return [...new Set(words)];
}

/** The distinct words of a record's searchable values. */
export function documentWords(fields: readonly string[], record: Row): string[] {
  const words = new Set<string>();
  for (const name of fields) {
    const value = record[name];
    if (value === null || value === undefined || value === '') continue;
    for (const word of wordsOf(String(value))) {
      if (words.size >= MAX_DOCUMENT_WORDS) return [...words];
      words.add(word);
    }
  }
  return [...words];
}
