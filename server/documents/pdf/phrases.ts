import type { documents } from '../../../i18n/en/documents';
import type { PhraseValues, Translator } from '../../i18n/translate';

export type DocumentPhrase = keyof typeof documents & string;
export type Phrases = (key: DocumentPhrase, values?: PhraseValues) => string;

/** The documents' texts (i18n/<language>/documents.ts) in the translator's language. */
export const phrasesOf =
  (tr: Translator): Phrases =>
  (key, values) =>
    tr.t(`documents.${key}`, values);
