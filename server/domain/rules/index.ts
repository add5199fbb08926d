/**
 * Rules of a resource that span fields, which field definitions cannot say (a period that ends
 * after it starts, a percentage of at most 100). Each sees the record as it would be after the
 * write, in stored units (money in minor units, dates as YYYY-MM-DD), and answers field errors.
 * The engine runs them with the other checks, before anything is written.
 */
import type { Row } from '../../db/types';
import type { FieldErrors } from '../../resources/errors';
import { attributeName } from '../../resources/validation';

export type ResourceRule = (next: Row) => FieldErrors;

const present = (v: unknown) => v !== null && v !== undefined && v !== '';

/** `end` may not come before `start` when both are set. */
export function endsAfterStart(start: string, end: string): ResourceRule {
  return (next): FieldErrors =>
    present(next[start]) && present(next[end]) && String(next[end]) < String(next[start])
      ? {
          [end]: [
            `The ${attributeName(end)} must be a date after or equal to ${attributeName(start)}.`,
          ],
        }
      : {};
}

/** `max` may not be below `min` when both are set. */
export function notBelow(min: string, max: string): ResourceRule {
  return (next): FieldErrors =>
    present(next[min]) && present(next[max]) && Number(next[max]) < Number(next[min])
      ? { [max]: [`The ${attributeName(max)} must be at least the ${attributeName(min)}.`] }
      : {};
}

/** A time `end` strictly after `start` (`HH:mm`), when both are set. */
export function endsAfterStartTime(start: string, end: string): ResourceRule {
  return (next): FieldErrors =>
    present(next[start]) && present(next[end]) && String(next[end]) <= String(next[start])
      ? { [end]: [`The ${attributeName(end)} must be after the ${attributeName(start)}.`] }
      : {};
}

const all =
  (...rules: ResourceRule[]): ResourceRule =>
  (next) =>
    Object.assign({}, ...rules.map((rule) => rule(next))) as FieldErrors;

/** A percentage discount is at most 100 %. */
const percentAtMostHundred: ResourceRule = (next): FieldErrors =>
  next.discount_type === 'percent' && Number(next.discount_value) > 100_00
    ? { discount_value: ['The discount value may not be greater than 100 for a percentage.'] }
    : {};

export const resourceRules: Readonly<Record<string, ResourceRule>> = {
  schedule: all(
    endsAfterStartTime('start_time', 'end_time'),
    endsAfterStart('valid_from', 'valid_to'),
  ),
  holiday: endsAfterStart('start_date', 'end_date'),
  course: endsAfterStart('start_date', 'end_date'),
  job: notBelow('salary_min', 'salary_max'),
  coupon: all(
    endsAfterStart('valid_from', 'valid_to'),
    notBelow('min_spend', 'max_spend'),
    percentAtMostHundred,
  ),
};
