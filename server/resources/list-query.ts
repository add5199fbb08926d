/** The list parameters of docs/API.md, read from a query string and checked against config. */
import { enums, type Resource } from '../../schema';
import { ValidationError, type FieldErrors } from './errors';

export const MAX_PER_PAGE = 1000;

export interface ListQuery {
  page: number;
  perPage: number;
  search: string;
  sort: { field: string; direction: 'asc' | 'desc' };
  filters: { field: string; values: (string | number)[] }[];
  dateRange: { from: string | undefined; to: string | undefined };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(raw: unknown, fallback: number): number | null {
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : null;
}

/** A filter value as stored: booleans 1/0, numbers for numeric columns and enums. */
function storedValue(resource: Resource, field: string, raw: string): string | number | null {
  const def = resource.fields[field];
  if (field === 'id' || def?.type === 'reference' || def?.type === 'integer') {
    return /^\d+$/.test(raw) ? Number(raw) : null;
  }
  if (def?.type === 'boolean') {
    if (raw === '1' || raw === 'true') return 1;
    if (raw === '0' || raw === 'false') return 0;
    return null;
  }
  if (def?.type === 'choice') {
    const values = enums[def.enum] as readonly (string | number)[];
    const value = typeof values[0] === 'number' && /^\d+$/.test(raw) ? Number(raw) : raw;
    return values.includes(value) ? value : null;
  }
  return raw;
}

export function parseListQuery(resource: Resource, query: Record<string, unknown>): ListQuery {
  const errors: FieldErrors = {};
  const page = positiveInt(query.page, 1);
  const perPage = positiveInt(query.per_page, resource.list.perPage);
  if (page === null) errors.page = ['The page must be a whole number from 1.'];
  if (perPage === null || perPage > MAX_PER_PAGE) {
    errors.per_page = [`The per page must be a whole number from 1 to ${MAX_PER_PAGE}.`];
  }

  const sortField =
    typeof query.sort_by === 'string' && query.sort_by !== ''
      ? query.sort_by
      : resource.list.defaultSort.field;
  const sortable =
    sortField === 'id' ||
    sortField === resource.list.defaultSort.field ||
    resource.fields[sortField]?.sortable;
  if (!sortable) errors.sort_by = [`The list cannot be sorted by ${sortField}.`];
  const rawDir = typeof query.sort_dir === 'string' ? query.sort_dir.toLowerCase() : undefined;
  if (rawDir !== undefined && rawDir !== 'asc' && rawDir !== 'desc')
    errors.sort_dir = ['The sort dir must be asc or desc.'];
  const direction = (rawDir ?? (query.sort_by ? 'asc' : resource.list.defaultSort.order)) as
    'asc' | 'desc';

  const filters: ListQuery['filters'] = [];
  const filter = query.filter;
  if (
    filter !== undefined &&
    (typeof filter !== 'object' || filter === null || Array.isArray(filter))
  ) {
    errors.filter = ['The filter must be given as filter[field]=value.'];
  }
  for (const [field, raw] of Object.entries(
    (filter as Record<string, unknown> | undefined) ?? {},
  )) {
    const key = `filter.${field}`;
    if (field !== 'id' && !resource.fields[field]?.filterable) {
      errors[key] = [`The list cannot be filtered by ${field}.`];
      continue;
    }
    const rawValues = Array.isArray(raw)
      ? raw
      : typeof raw === 'object' && raw !== null
        ? Object.values(raw)
        : [raw];
    const values = rawValues.map((v) => storedValue(resource, field, String(v)));
    if (values.some((v) => v === null) || values.length === 0) {
      errors[key] = [`The ${field} filter has an invalid value.`];
      continue;
    }
    filters.push({ field, values: values as (string | number)[] });
  }

  const dateRange = { from: undefined as string | undefined, to: undefined as string | undefined };
  for (const [param, key] of [
    ['start_date', 'from'],
    ['end_date', 'to'],
  ] as const) {
    const value = query[param];
    if (value === undefined || value === '') continue;
    if (!resource.dateRangeField) errors[param] = [`The list has no date to filter by ${param}.`];
    else if (typeof value !== 'string' || !DATE.test(value))
      errors[param] = [`The ${param.replace('_', ' ')} must be a date (YYYY-MM-DD).`];
    else dateRange[key] = value;
  }

  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return {
    page: page as number,
    perPage: perPage as number,
    search: typeof query.search === 'string' ? query.search.trim().slice(0, 200) : '',
    sort: { field: sortField, direction },
    filters,
    dateRange,
  };
}
