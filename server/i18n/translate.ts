/**
 * The server's texts in the reader's language (docs/API.md, "Language of the domain's
 * refusals"): the phrases of i18n/<language>/server.ts with their `%{name}` values filled in,
 * field and resource names shown as the forms label them, and numbers in the language's digits.
 */
import { attributeName } from '../../schema';
import { formatDate, formatDateTime, formatTime, formatYearMonth } from '../../i18n/format/date';
import { TIME_ZONE } from '../../i18n/format/zone';
import { server as bnServer } from '../../i18n/bn/server';
import { server as enServer } from '../../i18n/en/server';
import { appConfig } from '../config/app-config';

export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

type Phrases = typeof enServer;
type Group = keyof Phrases;
/** A phrase's key: `validation.required`, `http.forbidden`. */
export type PhraseKey = { [G in Group]: `${G}.${keyof Phrases[G] & string}` }[Group];
/** A phrase of a 422's field messages. */
export type ValidationPhrase = keyof Phrases['validation'] & string;
/**
 * A value that is a calendar day (`YYYY-MM-DD`), a time of day (`HH:mm`), a pay period (`YYYY-MM`)
 * or an instant (an ISO timestamp), for a phrase made by a rule that does not know its reader: it
 * is formatted for the language when the phrase is worded (`Translator.date` and the others).
 */
export type DatedValue =
  { date: string } | { time: string } | { period: string } | { instant: string };
export type PhraseValue = string | number | DatedValue;
export type PhraseValues = Record<string, PhraseValue>;
/**
 * A server text not yet worded: its key and values. Rules that do not know who reads their answer
 * return one, and the caller words it in the request's language (`Translator.say`).
 */
export interface Phrase {
  key: PhraseKey;
  values?: PhraseValues;
}
export const phrase = (key: PhraseKey, values?: PhraseValues): Phrase => ({ key, values });

const PHRASES: Record<Language, Phrases> = { en: enServer, bn: bnServer };
const NUMBER_LOCALE: Record<Language, string> = { en: 'en-US', bn: 'bn-BD' };

/** Any text of the app's messages by dotted key; undefined where the key has no text. */
export type Translate = (key: string) => string | undefined;

function textAt(messages: unknown, key: string): string | undefined {
  let node = messages;
  for (const step of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[step];
  }
  return typeof node === 'string' ? node : undefined;
}

interface LabelTree {
  name?: string;
  fields?: Record<string, string>;
}
const labelsOf = (language: Language) =>
  appConfig.labels[language]?.resources as unknown as Record<string, LabelTree | undefined>;

/**
 * English puts a label mid-sentence ("The valid to field…"), so its first letter is lowered
 * unless the label starts with an acronym ("SAT score", "URL"). Bangla has no case.
 */
function inSentence(language: Language, label: string): string {
  if (language !== 'en' || /^\p{Lu}{2}/u.test(label)) return label;
  return label.charAt(0).toLowerCase() + label.slice(1);
}

export interface Translator {
  readonly language: Language;
  /** The phrase `key` with its values; numbers in the language's digits. */
  t(key: PhraseKey, values?: PhraseValues): string;
  /** A phrase made elsewhere, worded in this language. */
  say(phrase: Phrase): string;
  /**
   * An amount of money in major units as a message quotes it: two decimals, no grouping, in the
   * language's digits (`13500.00`, `১৩৫০০.০০`), as a notice's money is written.
   */
  amount(major: number): string;
  /** Values quoted one after another, in a list this language's dates cannot blur. */
  list(values: readonly string[]): string;
  /**
   * A `YYYY-MM-DD` day as a message quotes it (docs/DOMAIN.md "Bangla digits"): English as stored,
   * `2026-11-28`, as its texts always had it; Bangla as the app writes a date, `২৮ নভেম্বর, ২০২৬`.
   */
  date(day: string): string;
  /** An `HH:mm` time of day as a message quotes it: English as stored, `10:30`; Bangla `১০:৩০ AM`. */
  time(hhmm: string): string;
  /** A `YYYY-MM` pay period as a message quotes it: English as stored, `2026-10`; Bangla `২০২৬-১০`. */
  period(yearMonth: string): string;
  /**
   * An instant (ISO timestamp) as a message quotes it, in the centre's time zone: English
   * `23 November 2026 at 10:00`, as its texts always had it; Bangla as the app writes a date-time.
   */
  dateTime(iso: string): string;
  /** A day of the week (1 = Saturday … 7 = Friday) by its name in this language. */
  day(dayOfWeek: number): string;
  /** A field of `resource` as its form labels it, ready to stand mid-sentence. */
  field(resource: string, field: string): string;
  /** A field of `resource` exactly as its form labels it, to be quoted. */
  label(resource: string, field: string): string;
  /** One record of `resource`, by its singular name. */
  record(resource: string): string;
  /**
   * A text of the app's own messages (`enums.userStatus.active`, an export's headers, a copy's
   * title suffix), in English where this language lacks it, as the app falls back.
   */
  text: Translate;
}

/**
 * English quotes an instant as its texts always did (`23 November 2026 at 10:00`), a shape of its
 * own that the app's en-US formatters do not write.
 */
const ENGLISH_INSTANT = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  dateStyle: 'long',
  timeStyle: 'short',
});

/**
 * Between the values of a list. A Bangla date has a comma of its own (`২ নভেম্বর, ২০২৬`), so its
 * lists are parted by semicolons; English keeps the commas its exact texts have.
 */
const LIST_SEPARATOR: Record<Language, string> = { en: ', ', bn: '; ' };

/**
 * How each language quotes days, times, pay periods and instants in a message. English keeps the
 * stored shapes its exact texts are written with; Bangla goes through the app's formatters
 * (i18n/format), so a refusal writes a date as the screens and notices do.
 */
function datedFormats(language: Language) {
  if (language === 'en')
    return {
      date: (day: string) => day,
      time: (hhmm: string) => hhmm,
      period: (yearMonth: string) => yearMonth,
      dateTime: (iso: string) => ENGLISH_INSTANT.format(new Date(iso)),
    };
  return {
    date: (day: string) => formatDate(day, language) || day,
    time: (hhmm: string) => formatTime(hhmm, language),
    period: (yearMonth: string) => formatYearMonth(yearMonth, language),
    dateTime: (iso: string) => formatDateTime(iso, language) || iso,
  };
}

function makeTranslator(language: Language): Translator {
  const numbers = new Intl.NumberFormat(NUMBER_LOCALE[language], { useGrouping: false });
  const amounts = new Intl.NumberFormat(NUMBER_LOCALE[language], {
    useGrouping: false,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const labels = labelsOf(language);
  const dated = datedFormats(language);
  const fill = (value: PhraseValue): string => {
    if (typeof value === 'number') return numbers.format(value);
    if (typeof value === 'string') return value;
    if ('date' in value) return dated.date(value.date);
    if ('time' in value) return dated.time(value.time);
    if ('period' in value) return dated.period(value.period);
    return dated.dateTime(value.instant);
  };
  const t = (key: PhraseKey, values: PhraseValues = {}) => {
    const [group, name] = key.split('.') as [Group, string];
    const text = (PHRASES[language][group] as Record<string, string>)[name] ?? key;
    return text.replace(/%\{(\w+)\}/g, (whole, value: string) => {
      const filled = values[value];
      return filled === undefined ? whole : fill(filled);
    });
  };
  const text: Translate = (key) =>
    textAt(appConfig.labels[language], key) ?? textAt(appConfig.labels.en, key);
  return {
    language,
    t,
    say: ({ key, values }) => t(key, values),
    amount: (major) => amounts.format(major),
    list: (values) => values.join(LIST_SEPARATOR[language]),
    ...dated,
    day: (dayOfWeek) => text(`enums.dayOfWeek.${dayOfWeek}`) ?? String(dayOfWeek),
    field(resource, field) {
      const label = labels[resource]?.fields?.[field];
      return label ? inSentence(language, label) : attributeName(field);
    },
    label(resource, field) {
      return labels[resource]?.fields?.[field] ?? attributeName(field);
    },
    text,
    record(resource) {
      const name = labels[resource]?.name?.split('||||')[0]?.trim();
      return name ? inSentence(language, name) : attributeName(resource.replace(/-/g, '_'));
    },
  };
}

const TRANSLATORS = Object.fromEntries(
  LANGUAGES.map((language) => [language, makeTranslator(language)]),
) as Record<Language, Translator>;

export const translatorFor = (language: Language): Translator => TRANSLATORS[language];

/**
 * The language a request asks for in its Accept-Language header: the first of its ranges, by
 * weight, that the product speaks; English when none is.
 */
export function requestLanguage(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en';
  const ranges = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { primary: tag.split('-')[0]?.toLowerCase() ?? '', weight: q ? Number(q) : 1, index };
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const spoken = ranges.find((range) => (LANGUAGES as readonly string[]).includes(range.primary));
  return (spoken?.primary as Language | undefined) ?? 'en';
}

/** A saved language choice (a user's `locale`) when the product speaks it; else undefined. */
export function spokenLanguage(choice: unknown): Language | undefined {
  return typeof choice === 'string' && (LANGUAGES as readonly string[]).includes(choice)
    ? (choice as Language)
    : undefined;
}

/**
 * The translator of an e-mail: the language its recipient chose (an account's `locale`, the one a
 * public form was sent in) when the product speaks it, else `otherwise`, the caller's rule for a
 * recipient who chose none (docs/DOMAIN.md "Language of notices and e-mails").
 */
export const mailTranslator = (chosen: unknown, otherwise: Language): Translator =>
  translatorFor(spokenLanguage(chosen) ?? otherwise);
