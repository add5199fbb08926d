import { getResource, keyOfName } from '../../../config';
import type { DateRange } from '../period';

/**
 * The address of a resource's list filtered as react-admin reads it from the URL
 * (`?filter={"status":0}`); the list's date range filter is `start_date` / `end_date`, or with
 * `by: 'created'` the days the rows were made, `created_from` / `created_to`.
 */
export function listLink(
  resource: string,
  filter: Record<string, unknown> = {},
  range?: DateRange,
  by: 'date' | 'created' = 'date',
): string {
  const path = `/${keyOfName(resource)}`;
  const r = getResource(resource);
  // Only lists with such a date to filter by take the range (others would refuse it).
  if (range && by === 'date' && r.dateRangeField)
    filter = { ...filter, start_date: range.start_date, end_date: range.end_date };
  if (range && by === 'created' && r.list.createdRange)
    filter = { ...filter, created_from: range.start_date, created_to: range.end_date };
  return Object.keys(filter).length === 0
    ? path
    : `${path}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
}
