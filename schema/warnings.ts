/**
 * Advice on a record that may still be saved: the app's forms show it under the field it is
 * about while the record is being written, and the server never refuses a write for it (a tutor
 * may publish homework that is already due, on purpose). Declared on the resource (`warnings`),
 * pure like the rules (schema/rules.ts): each sees the form's values and today's date at the centre
 * (YYYY-MM-DD) and answers the fields it has advice on.
 */

/** What a warning says about a field; the app words it in the reader's language (`screens.warnings`). */
export type WarningPhrase = 'dateInPast';

/** A warning reading the fields `K`: a warning naming a field its resource lacks does not compile. */
export interface FieldWarning<K extends string = string> {
  (
    values: Readonly<Record<string, unknown>>,
    today: string,
  ): Partial<Record<string, WarningPhrase>>;
  readonly fields: readonly K[];
}

/** Every warning's advice for `values`; a later warning wins on the same field. */
export const checkWarnings = (
  warnings: readonly FieldWarning[],
  values: Readonly<Record<string, unknown>>,
  today: string,
): Partial<Record<string, WarningPhrase>> =>
  Object.assign({}, ...warnings.map((warning) => warning(values, today))) as Partial<
    Record<string, WarningPhrase>
  >;

/** The date `date` is before today while `field` is `value` (homework published already due). */
export const pastWhile = <D extends string, F extends string>(date: D, field: F, value: unknown) =>
  Object.assign(
    (values: Readonly<Record<string, unknown>>, today: string) => {
      const day = values[date];
      return values[field] === value && typeof day === 'string' && day !== '' && day < today
        ? { [date]: 'dateInPast' as const }
        : {};
    },
    { fields: [date, field] as const },
  ) satisfies FieldWarning<D | F>;
