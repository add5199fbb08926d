import type { GetListParams } from 'react-admin';

/** Filter keys that are list parameters of their own in the contract, not `filter[...]`. */
const TOP_LEVEL = new Set(['q', 'start_date', 'end_date', 'created_from', 'created_to']);

function appendFilter(query: URLSearchParams, field: string, value: unknown): void {
  if (value === undefined || value === '') return;
  if (Array.isArray(value)) {
    value.forEach((v) => query.append(`filter[${field}][]`, String(v)));
  } else if (typeof value === 'boolean') {
    query.append(`filter[${field}]`, value ? '1' : '0');
  } else {
    query.append(`filter[${field}]`, value === null ? '' : String(value));
  }
}

/** `page`, `per_page`, `search`, `sort_by`, `sort_dir`, `filter[...]`, date range (docs/API.md). */
export function listQuery(
  params: Partial<Pick<GetListParams, 'pagination' | 'sort' | 'filter'>>,
): URLSearchParams {
  const query = new URLSearchParams();
  if (params.pagination) {
    query.set('page', String(params.pagination.page));
    query.set('per_page', String(params.pagination.perPage));
  }
  if (params.sort?.field) {
    query.set('sort_by', params.sort.field);
    query.set('sort_dir', params.sort.order === 'ASC' ? 'asc' : 'desc');
  }
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  if (typeof filter.q === 'string' && filter.q.trim() !== '') query.set('search', filter.q.trim());
  for (const key of ['start_date', 'end_date', 'created_from', 'created_to']) {
    const v = filter[key];
    if (typeof v === 'string' && v !== '') query.set(key, v);
  }
  for (const [field, value] of Object.entries(filter)) {
    if (!TOP_LEVEL.has(field)) appendFilter(query, field, value);
  }
  return query;
}
