/**
 * Rules of a resource that span fields, which field definitions cannot say (a period that ends
 * after it starts, a percentage of at most 100). They are declared on the resource (`rules`) and
 * are pure, so the server runs them with the other checks, before anything is written, and the
 * app may run them too. Each sees the record as it would be after the write, in stored units
 * (money in minor units, dates as YYYY-MM-DD), and answers the problems by field.
 */
/**
 * What a rule found wrong with a field: the phrase the server words it with (in the reader's
 * language, server/i18n) and the other field it compares with.
 */
export interface RuleProblem {
  phrase: 'dateOnOrAfter' | 'notBelow' | 'timeAfter' | 'percentAtMostHundred';
  other?: string;
}

/** Problems by field. */
export type RuleErrors = Record<string, RuleProblem[]>;

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
      ? { [end]: [{ phrase: 'dateOnOrAfter', other: start }] }
      : {},
  );

/** `max` may not be below `min` when both are set. */
export const notBelow = <S extends string, E extends string>(min: S, max: E) =>
  fieldRule([min, max], (next) =>
    present(next[min]) && present(next[max]) && Number(next[max]) < Number(next[min])
      ? { [max]: [{ phrase: 'notBelow', other: min }] }
      : {},
  );

/** A time `end` strictly after `start` (`HH:mm`), when both are set. */
export const endsAfterStartTime = <S extends string, E extends string>(start: S, end: E) =>
  fieldRule([start, end], (next) =>
    present(next[start]) && present(next[end]) && String(next[end]) <= String(next[start])
      ? { [end]: [{ phrase: 'timeAfter', other: start }] }
      : {},
  );

/**
 * A percentage `value` (in hundredths, as money is stored) is at most 100 when `kind` says it
 * is a percentage.
 */
export const percentAtMostHundred = <K extends string, V extends string>(kind: K, value: V) =>
  fieldRule([kind, value], (next) =>
    next[kind] === 'percent' && Number(next[value]) > 100_00
      ? { [value]: [{ phrase: 'percentAtMostHundred' }] }
      : {},
  );
