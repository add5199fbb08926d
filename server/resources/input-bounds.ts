/**
 * The bounds every value from a request is held to before it reaches a query (docs/API.md "Input
 * bounds"): what the columns can store on both databases. Parsed once, at the edge; a value out
 * of bounds is a 404 in a path (no such row can exist) and a 422 anywhere else, never a database
 * error.
 */
import { NotFoundError } from './errors';

/** Ids are 32-bit `serial`/`integer` columns on PostgreSQL. */
export const MAX_ID = 2_147_483_647;
/** Integer columns are 32-bit on PostgreSQL. */
export const INTEGER_RANGE = { min: -2_147_483_648, max: 2_147_483_647 } as const;
/** Dates and date-times the product handles: anything else is a typing mistake or an attack. */
export const YEAR_RANGE = { min: 1900, max: 2100 } as const;
/** The highest page number a list serves; past it no list of this product has rows. */
export const MAX_PAGE = 1_000_000;
/** The longest `search` a list accepts. */
export const MAX_SEARCH_LENGTH = 200;

const ID = /^[1-9]\d{0,9}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A row id (1…MAX_ID, written as plain digits), or undefined. */
export function parseId(raw: unknown): number | undefined {
  if (typeof raw === 'number')
    return Number.isInteger(raw) && raw >= 1 && raw <= MAX_ID ? raw : undefined;
  if (typeof raw !== 'string' || !ID.test(raw)) return undefined;
  const id = Number(raw);
  return id <= MAX_ID ? id : undefined;
}

/** The id in a path: no row can have any other, so anything else is "not found". */
export function pathId(raw: unknown): number {
  const id = parseId(raw);
  if (id === undefined) throw new NotFoundError();
  return id;
}

/** A whole number written as plain digits, within [min, max], or undefined. */
export function wholeNumber(raw: unknown, min: number, max: number): number | undefined {
  if (typeof raw !== 'string' || !/^\d{1,16}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= min && value <= max ? value : undefined;
}

/** A real calendar date `YYYY-MM-DD` within YEAR_RANGE. */
export function isCalendarDate(text: unknown): text is string {
  if (typeof text !== 'string') return false;
  const match = DATE.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  if (year < YEAR_RANGE.min || year > YEAR_RANGE.max) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(text);
}

/** A moment within YEAR_RANGE, or undefined. Days past a month's end are not moments. */
export function parseMoment(text: unknown): Date | undefined {
  if (typeof text !== 'string' || hasNul(text)) return undefined;
  const date = DATE.exec(text.slice(0, 10)) ? text.slice(0, 10) : undefined;
  if (date !== undefined && !isCalendarDate(date)) return undefined;
  const parsed = new Date(text);
  if (Number.isNaN(parsed.getTime())) return undefined;
  const year = parsed.getUTCFullYear();
  return year >= YEAR_RANGE.min && year <= YEAR_RANGE.max ? parsed : undefined;
}

/** PostgreSQL text cannot hold a NUL character. */
export function hasNul(text: string): boolean {
  return text.includes('\u0000');
}
