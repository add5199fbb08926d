/** The list parameters of docs/API.md, read from a query string and checked against config. */
import type { Resource } from '../../schema';
import { phrase } from '../i18n/translate';
import { ValidationError, type FieldPhrases } from './errors';
import { storedFilterValue } from './filter-value';
import {
  hasNul,
  isCalendarDate,
  MAX_PAGE,
  MAX_SEARCH_LENGTH,
  wholeNumber,
  YEAR_RANGE,
} from './input-bounds';

export const MAX_PER_PAGE = 1000;

export interface ListQuery {
  page: number;
  perPage: number;
  search: string;
  sort: { field: string; direction: 'asc' | 'desc' };
  filters: { field: string; values: (string | number)[] }[];
  dateRange: { from: string | undefined; to: string | undefined };
  /** Days at the centre the records were made in (`list.createdRange`), inclusive. */
  created: { from: string | undefined; to: string | undefined };
}

function count(raw: unknown, fallback: number, max: number): number | null {
  if (raw === undefined || raw === '') return fallback;
  return wholeNumber(raw, 1, max) ?? null;
}

/** A computed list column the config lets lists filter by. */
export function filterableComputed(resource: Resource, field: string): boolean {
  if (!Object.hasOwn(resource.list.computed, field)) return false;
  const column = resource.list.computed[field];
  return column?.type === 'references' && column.filterable === true;
}

/**
 * The list's parameters, or a 422 per parameter. It runs before the handler, where the reader's
 * language is not known, so its refusals are phrases that the error handler words.
 */
export function parseListQuery(resource: Resource, query: Record<string, unknown>): ListQuery {
  const errors: FieldPhrases = {};
  const page = count(query.page, 1, MAX_PAGE);
  const perPage = count(query.per_page, resource.list.perPage, MAX_PER_PAGE);
  if (page === null) errors.page = [phrase('lists.page', { max: MAX_PAGE })];
  if (perPage === null) errors.per_page = [phrase('lists.perPage', { max: MAX_PER_PAGE })];

  const sortBy = query.sort_by;
  const sortField =
    typeof sortBy === 'string' && sortBy !== '' ? sortBy : resource.list.defaultSort.field;
  const sortable =
    sortField === 'id' ||
    sortField === resource.list.defaultSort.field ||
    (Object.hasOwn(resource.fields, sortField) && resource.fields[sortField]?.sortable);
  if (sortBy !== undefined && typeof sortBy !== 'string')
    errors.sort_by = [phrase('lists.sortByOne')];
  else if (!sortable)
    errors.sort_by = [phrase('lists.notSortable', { field: sortField.slice(0, 50) })];
  const sortDir = query.sort_dir;
  const rawDir = typeof sortDir === 'string' ? sortDir.toLowerCase() : undefined;
  if (
    (sortDir !== undefined && rawDir === undefined) ||
    (rawDir !== undefined && rawDir !== 'asc' && rawDir !== 'desc')
  )
    errors.sort_dir = [phrase('lists.sortDir')];
  const direction = (rawDir ?? (query.sort_by ? 'asc' : resource.list.defaultSort.order)) as
    'asc' | 'desc';

  const filters: ListQuery['filters'] = [];
  const filter = query.filter;
  if (
    filter !== undefined &&
    (typeof filter !== 'object' || filter === null || Array.isArray(filter))
  ) {
    errors.filter = [phrase('lists.filterShape')];
  }
  for (const [field, raw] of Object.entries(
    (filter as Record<string, unknown> | undefined) ?? {},
  )) {
    const key = `filter.${field}`;
    if (
      field !== 'id' &&
      !(Object.hasOwn(resource.fields, field) && resource.fields[field]?.filterable) &&
      !filterableComputed(resource, field)
    ) {
      errors[key] = [phrase('lists.notFilterable', { field: field.slice(0, 50) })];
      continue;
    }
    const rawValues = Array.isArray(raw)
      ? raw
      : typeof raw === 'object' && raw !== null
        ? Object.values(raw)
        : [raw];
    // A computed column filters by ids (schema/resource.ts ComputedColumn), as the id does.
    const def =
      field === 'id' || !Object.hasOwn(resource.fields, field) ? undefined : resource.fields[field];
    const values = rawValues.map((v) => storedFilterValue(def, v));
    if (values.some((v) => v === null) || values.length === 0) {
      errors[key] = [phrase('lists.filterInvalid', { field })];
      continue;
    }
    filters.push({ field, values: values as (string | number)[] });
  }

  const dateRange = { from: undefined as string | undefined, to: undefined as string | undefined };
  for (const [param, key, notDate] of [
    ['start_date', 'from', 'lists.startDate'],
    ['end_date', 'to', 'lists.endDate'],
  ] as const) {
    const value = query[param];
    if (value === undefined || value === '') continue;
    if (!resource.dateRangeField) errors[param] = [phrase('lists.noDateRange', { param })];
    else if (!isCalendarDate(value)) errors[param] = [phrase(notDate, YEAR_RANGE)];
    else dateRange[key] = value;
  }

  const created = { from: undefined as string | undefined, to: undefined as string | undefined };
  for (const [param, key, notDate] of [
    ['created_from', 'from', 'lists.createdFrom'],
    ['created_to', 'to', 'lists.createdTo'],
  ] as const) {
    const value = query[param];
    if (value === undefined || value === '') continue;
    if (!resource.list.createdRange) errors[param] = [phrase('lists.noCreatedRange', { param })];
    else if (!isCalendarDate(value)) errors[param] = [phrase(notDate, YEAR_RANGE)];
    else created[key] = value;
  }

  const search = query.search ?? '';
  if (typeof search !== 'string') errors.search = [phrase('lists.searchText')];
  else if (hasNul(search)) errors.search = [phrase('lists.searchNul')];
  else if (search.trim().length > MAX_SEARCH_LENGTH)
    errors.search = [phrase('lists.searchTooLong', { max: MAX_SEARCH_LENGTH })];

  if (Object.keys(errors).length > 0) throw ValidationError.phrased(errors);
  return {
    page: page as number,
    perPage: perPage as number,
    search: (search as string).trim(),
    sort: { field: sortField, direction },
    filters,
    dateRange,
    created,
  };
}
