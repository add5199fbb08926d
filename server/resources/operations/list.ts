import type { Resource } from '../../../schema';
import type { Row } from '../../db/types';
import { authorize, scopedSelect } from '../access';
import type { Context } from '../context';
import type { ListQuery } from '../list-query';
import { toRecord } from '../records';
import { scopeFor } from '../served';
import { loadLinks } from '../references';
import { matchesSearch } from '../search-index';

export interface ListAnswer {
  data: Row[];
  meta: { total: number; current_page: number; per_page: number; last_page: number };
}

function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * The rows a list's filters, date range and search select within the actor's scope, before any
 * order or page: the list pages it, the export walks all of it.
 */
export function filteredSelect(ctx: Context, resource: Resource, query: ListQuery) {
  const column = (name: string) => `${resource.table}.${name}`;
  let base = scopedSelect(ctx, ctx.db, resource);
  for (const filter of query.filters) {
    base =
      filter.values.length === 1
        ? base.where(column(filter.field), '=', filter.values[0])
        : base.where(column(filter.field), 'in', filter.values);
  }
  const dateField = resource.dateRangeField;
  if (dateField && query.dateRange.from)
    base = base.where(column(dateField), '>=', query.dateRange.from);
  if (dateField && query.dateRange.to) {
    const datetime = resource.fields[dateField]?.type === 'datetime';
    base = datetime
      ? base.where(column(dateField), '<', nextDay(query.dateRange.to))
      : base.where(column(dateField), '<=', query.dateRange.to);
  }
  if (query.search) base = base.where(matchesSearch(resource, query.search));
  return base;
}

/**
 * The count and page queries of a list, built but not run: listRecords runs them, and the API
 * benchmark compiles the same queries to read their plans.
 */
export function listQueries(ctx: Context, resource: Resource, query: ListQuery) {
  const column = (name: string) => `${resource.table}.${name}`;
  const base = filteredSelect(ctx, resource, query);
  const { field, direction } = query.sort;
  return {
    count: base.select((eb) => eb.fn.countAll().as('total')),
    page: base
      .selectAll(resource.table)
      .orderBy(column(field), direction)
      .orderBy(column('id'), direction)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
  };
}

export async function listRecords(
  ctx: Context,
  resource: Resource,
  query: ListQuery,
): Promise<ListAnswer> {
  authorize(ctx, 'read', resource);
  const queries = listQueries(ctx, resource, query);
  const count = async () => Number((await queries.count.executeTakeFirst())?.total ?? 0);
  // A row-scoped total depends on other tables, which the cache does not watch: count it afresh.
  const { filters, search, dateRange } = query;
  const total = scopeFor(ctx.resources, resource, ctx.actor)
    ? await count()
    : await ctx.counts.total(resource.name, { filters, search, dateRange }, count);
  const rows = await queries.page.execute();
  const ids = rows.map((r) => Number(r.id));
  const links = await loadLinks(ctx.db, resource, ids);
  return {
    data: rows.map((row) => toRecord(resource, row, links.get(Number(row.id)))),
    meta: {
      total,
      current_page: query.page,
      per_page: query.perPage,
      last_page: Math.max(1, Math.ceil(total / query.perPage)),
    },
  };
}
