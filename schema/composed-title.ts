/**
 * How a composed title (docs/CONFIG.md "Composed titles") ends, as stored: the server writes a
 * label's tail with these (server/domain/academics/labels.ts), and the app and the server's
 * documents find it with the same rule to write it in the reader's language. One rule, so a label
 * the server writes is always one the readers can split.
 */
import type { TitleValue } from './resource';

/** The stored labels' days of week, 1 Saturday … 7 Friday (`DayOfWeek`): English, as search finds them. */
export const STORED_DAY_NAMES: readonly string[] = [
  '',
  'Sat',
  'Sun',
  'Mon',
  'Tue',
  'Wed',
  'Thu',
  'Fri',
];

/** A weekly slot as its label ends: `Mon 16:30–18:00`. */
export const storedWeeklySlot = (day: unknown, start: unknown, end: unknown): string =>
  `${STORED_DAY_NAMES[Number(day)] ?? ''} ${String(start)}–${String(end)}`;

const present = (value: unknown): value is string | number =>
  (typeof value === 'string' && value.trim() !== '') || typeof value === 'number';

/**
 * The row's values a title ends with, as the server stored them in the label: `undefined` when the
 * row lacks one (an answer without the field), so nothing is split.
 */
export function storedEnding(
  ending: TitleValue,
  row: Readonly<Record<string, unknown>>,
): string | undefined {
  if (ending.as !== 'weeklySlot') {
    const value = row[ending.field];
    return present(value) ? String(value) : undefined;
  }
  const [day, start, end] = [row[ending.day], row[ending.start], row[ending.end]];
  return present(day) && present(start) && present(end)
    ? storedWeeklySlot(day, start, end)
    : undefined;
}

/**
 * A label cut where the row's value it ends with begins: the names it quotes, without the ` · `.
 * `undefined` when it does not end in the row's value (the row changed since, or lacks it).
 */
export function namesBeforeEnding(
  ending: TitleValue,
  label: string,
  row: Readonly<Record<string, unknown>>,
): string | undefined {
  const stored = storedEnding(ending, row);
  if (stored === undefined) return undefined;
  const tail = ` · ${stored}`;
  return label.endsWith(tail) ? label.slice(0, -tail.length) : undefined;
}
