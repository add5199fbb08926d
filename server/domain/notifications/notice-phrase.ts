/**
 * A bell notice's words kept as a phrase key of i18n/<language>/server.ts with its values, so the
 * notice is worded when it is read, in the reader's language (docs/DOMAIN.md "Language of notices
 * and e-mails"). Money and dates among the values are formatted for that language.
 */
import {
  translatorFor,
  type Language,
  type PhraseKey,
  type PhraseValues,
} from '../../i18n/translate';

/**
 * One value of a notice. `money` is an amount in major units; `date` a `YYYY-MM-DD` day, `time` an
 * `HH:mm` time of day and `period` a `YYYY-MM` pay period, which English quotes as stored, as its
 * notices always have; `minutes` a duration; `day` a day of the week (1 = Saturday); `phrase` a word of the notices
 * themselves that stands where a name is missing ("Someone" for a person who is gone).
 */
export type NoticeValue =
  | string
  | number
  | { money: number }
  | { date: string }
  | { time: string }
  | { period: string }
  | { minutes: number }
  | { day: number }
  | { phrase: PhraseKey };

export interface NoticePhrase {
  key: PhraseKey;
  values?: Record<string, NoticeValue>;
}

/**
 * What a notice says: a phrase, or a text a person wrote (a campaign's own words) that is shown
 * as written in every language.
 */
export type NoticeText = NoticePhrase | string;

export const noticePhrase = (
  key: PhraseKey,
  values?: Record<string, NoticeValue>,
): NoticePhrase => ({
  key,
  values,
});

/**
 * "7 h 30 min" in English (as work-time.ts writes it), "৭ ঘণ্টা ৩০ মিনিট" in Bangla: the words are
 * the language's phrases, the digits the language's.
 */
function duration(language: Language, minutes: number): string {
  const total = Math.abs(minutes);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  const { t } = translatorFor(language);
  const worded =
    rest === 0
      ? t('notices.durationHours', { hours })
      : t('notices.durationHoursMinutes', { hours, minutes: rest });
  return `${minutes < 0 ? '−' : ''}${worded}`;
}

// Money, days, times and periods are quoted as the server's refusals quote them: one rule (the
// translator's), so a notice and a refusal never write the same value two ways.
function valueIn(language: Language, value: NoticeValue): string | number {
  if (typeof value !== 'object') return value;
  const tr = translatorFor(language);
  if ('money' in value) return tr.amount(value.money);
  if ('date' in value) return tr.date(value.date);
  if ('time' in value) return tr.time(value.time);
  if ('period' in value) return tr.period(value.period);
  if ('minutes' in value) return duration(language, value.minutes);
  if ('phrase' in value) return tr.t(value.phrase);
  return tr.day(value.day);
}

/** The notice's text in `language`. */
export function wordNotice(text: NoticeText, language: Language): string {
  if (typeof text === 'string') return text;
  const values: PhraseValues = {};
  for (const [name, value] of Object.entries(text.values ?? {}))
    values[name] = valueIn(language, value);
  return translatorFor(language).t(text.key, values);
}

/** The phrase as stored in `notifications.subject_phrase` / `message_phrase`; null for a text. */
export const storedPhrase = (text: NoticeText): string | null =>
  typeof text === 'string' ? null : JSON.stringify(text);

/**
 * A stored phrase worded in `language`; `fallback` (the stored English) where the row has none or
 * its key is gone from the phrases.
 */
export function wordStored(stored: unknown, fallback: string, language: Language): string {
  if (typeof stored !== 'string' || stored === '') return fallback;
  try {
    const parsed = JSON.parse(stored) as NoticePhrase;
    const known = translatorFor('en').t(parsed.key) !== parsed.key;
    return known ? wordNotice(parsed, language) : fallback;
  } catch {
    return fallback;
  }
}
