/**
 * Rules of a resource that span fields, which field definitions cannot say (a period that ends
 * after it starts, a percentage of at most 100). They are declared on the resource (`rules`) and
 * are pure, so the server runs them with the other checks, before anything is written, and the
 * app may run them too. Each sees the record as it would be after the write, in stored units
 * (money in minor units, dates as YYYY-MM-DD), and answers field errors.
 */
import { attributeName } from './attribute-name';

/** Messages by field, as the API answers a 422. */
export type RuleErrors = Record<string, string[]>;

/**
 * A rule reading the fields `K`: the names are part of the type, so a rule naming a field its
 * resource lacks does not compile.
 */
export interface FieldRule<K extends string = string> {
  (next: Readonly<Record<string, unknown>>): RuleErrors;
  readonly fields: readonly K[];
}

/** A rule over `fields`, checked by `check`. */
export function fieldRule<K extends string>(
  fields: readonly K[],
  check: (next: Readonly<Record<string, unknown>>) => RuleErrors,
): FieldRule<K> {
  return Object.assign((next: Readonly<Record<string, unknown>>) => check(next), { fields });
}

/** Every rule's errors for `next`; a later rule's message wins on the same field. */
export const checkRules = (
  rules: readonly FieldRule[],
  next: Readonly<Record<string, unknown>>,
): RuleErrors => Object.assign({}, ...rules.map((rule) => rule(next))) as RuleErrors;

const present = (v: unknown) => v !== null && v !== undefined && v !== '';

/** `end` may not come before `start` when both are set. */
export const endsAfterStart = <S extends string, E extends string>(start: S, end: E) =>
  fieldRule([start, end], (next) =>
    present(next[start]) && present(next[end]) && String(next[end]) < String(next[start])
      ? {
          [end]: [
            `The ${attributeName(end)} must be a date after or equal to ${attributeName(start)}.`,
          ],
        }
      : {},
  );

/** `max` may not be below `min` when both are set. */
export const notBelow = <S extends string, E extends string>(min: S, max: E) =>
  fieldRule([min, max], (next) =>
    present(next[min]) && present(next[max]) && Number(next[max]) < Number(next[min])
      ? { [max]: [`The ${attributeName(max)} must be at least the ${attributeName(min)}.`] }
      : {},
  );

/** A time `end` strictly after `start` (`HH:mm`), when both are set. */
export const endsAfterStartTime = <S extends string, E extends string>(start: S, end: E) =>
  fieldRule([start, end], (next) =>
    present(next[start]) && present(next[end]) && String(next[end]) <= String(next[start])
      ? { [end]: [`The ${attributeName(end)} must be after the ${attributeName(start)}.`] }
      : {},
  );

/**
 * A percentage `value` (in hundredths, as money is stored) is at most 100 when `kind` says it
 * is a percentage.
 */
export const percentAtMostHundred = <K extends string, V extends string>(kind: K, value: V) =>
  fieldRule([kind, value], (next) =>
    next[kind] === 'percent' && Number(next[value]) > 100_00
      ? { [value]: [`The ${attributeName(value)} may not be greater than 100 for a percentage.`] }
      : {},
  );
