/**
 * Figures in a document are written as the app writes them on screen: the same formatters
 * (i18n/format), in the document's language, with the currency the reader chose in the app
 * (it lives in their browser, so the download names it).
 */
import { formatDate, formatTimeRange, formatYearMonth } from '../../../i18n/format/date';
import { currencyFormats, formatMoney } from '../../../i18n/format/money';
import { formatPlainNumber } from '../../../i18n/format/number';
import type { CurrencyCode } from '../../../i18n/format/currency';
import type { Translator } from '../../i18n/translate';

export interface Formats {
  date(value: string | null): string;
  period(value: string): string;
  /** A span between two `HH:mm` times of a day: `10:30 AM – 12:00 PM` / `১০:৩০ AM – ১২:০০ PM`. */
  timeSpan(start: string, end: string): string;
  /** A score or a count as the screens put it in text: no grouping, the language's digits. */
  number(value: number): string;
  /** Whole minutes as hours and minutes: `1 h 30 min`. */
  duration(minutes: number): string;
}

/** The `currency` a download asks for; the app's default, USD, when it names none it knows. */
export function currencyOf(asked: unknown): CurrencyCode {
  return typeof asked === 'string' && Object.hasOwn(currencyFormats, asked)
    ? (asked as CurrencyCode)
    : 'USD';
}

/** An amount in major units, as the app writes it in the reader's currency and language. */
export const moneyFormat =
  (tr: Translator, currency: CurrencyCode) =>
  (value: number): string =>
    formatMoney(value, currency, tr.language);

export function formatsFor(tr: Translator): Formats {
  const language = tr.language;
  return {
    date: (value) => formatDate(value, language),
    period: (value) => formatYearMonth(value, language),
    timeSpan: (start, end) => formatTimeRange(start, end, language),
    number: (value) => formatPlainNumber(value, language),
    duration(minutes) {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      return rest === 0
        ? tr.t('documents.hoursOnly', { hours })
        : tr.t('documents.hoursMinutes', { hours, minutes: rest });
    },
  };
}
