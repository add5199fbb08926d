/**
 * A composed title in the reader's language (docs/CONFIG.md "Composed titles"), for the app's
 * titles and the server's documents alike: the names it quotes as stored, the value it ends with
 * written by this folder's formatters.
 */
import { namesBeforeEnding } from '../../schema/composed-title';
import type { TitleValue } from '../../schema/resource';
import { formatDate, formatWeeklySlot, formatYearMonth } from './date';
import { formatPlainNumber } from './number';

export interface ComposedTitle {
  /** The names the label quotes, as people typed them. */
  names: string;
  /** The value it ends with in the reader's language, without the ` · ` before it. */
  ending: string;
}

function endingIn(
  ending: TitleValue,
  row: Readonly<Record<string, unknown>>,
  locale: string,
): string {
  if (ending.as === 'weeklySlot')
    return formatWeeklySlot(
      Number(row[ending.day]),
      String(row[ending.start]),
      String(row[ending.end]),
      locale,
    );
  const value = String(row[ending.field]);
  // English reads a day, period or number as stored: the text search finds and the API answers.
  if (locale === 'en') return value;
  switch (ending.as) {
    case 'date':
      return formatDate(value, locale);
    case 'period':
      return formatYearMonth(value, locale);
    case 'number':
      return formatPlainNumber(Number(value), locale);
  }
}

/**
 * The label split where the row's value it ends with begins, that value in `locale`; `undefined`
 * when the label does not end in the row's value (the row changed since, or lacks the field): it is
 * then shown whole, as stored.
 */
export function composedTitleIn(
  ending: TitleValue,
  label: string,
  row: Readonly<Record<string, unknown>>,
  locale: string,
): ComposedTitle | undefined {
  const names = namesBeforeEnding(ending, label, row);
  return names === undefined ? undefined : { names, ending: endingIn(ending, row, locale) };
}
