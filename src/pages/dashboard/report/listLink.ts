import { getResource, keyOfName } from '../../../config';
import type { DateRange } from '../period';

/**
 * The address of a resource's list filtered as react-admin reads it from the URL
 * (`?filter={"status":0}`); the list's date range filter is `start_date` / `end_date`.
 */
export function listLink(
  resource: string,
  filter: Record<string, unknown> = {},
  range?: DateRange,
): string {
  const path = `/${keyOfName(resource)}`;
  // Only lists with a date to filter by take the range (others would refuse it).
  if (range && getResource(resource).dateRangeField)
    filter = { ...filter, start_date: range.start_date, end_date: range.end_date };
  return Object.keys(filter).length === 0
    ? path
    : `${path}?${new URLSearchParams({ filter: JSON.stringify(filter) }).toString()}`;
}
