/**
 * Form defaults taken from a chosen reference (docs/CONFIG.md "Defaults from a chosen
 * reference"): once a form's reference field is chosen, some of its other fields start from
 * fields of the chosen record, a schedule's validity from its course's dates. They are a form's
 * help, never a rule: the server stores what is sent.
 */
export interface ReferenceDefaults<K extends string = string> {
  /** The resource's own reference field whose choice gives the defaults. */
  readonly reference: string;
  /** Own field → the field of the chosen record it starts from. */
  readonly defaults: Readonly<Record<string, string>>;
  /** Every own field named, in the type too, so a misspelt one does not compile (as rules do). */
  readonly fields: readonly K[];
}

/**
 * `fromReference('course_id', { valid_from: 'start_date', valid_to: 'end_date' })`: once a
 * course is chosen, `valid_from` starts at the course's `start_date` and `valid_to` at its
 * `end_date`. The referenced fields are checked at start (schema/config-check.ts).
 */
export function fromReference<R extends string, K extends string>(
  reference: R,
  defaults: Readonly<Record<K, string>>,
): ReferenceDefaults<R | K> {
  return {
    reference,
    defaults,
    fields: [reference, ...(Object.keys(defaults) as K[])],
  };
}
