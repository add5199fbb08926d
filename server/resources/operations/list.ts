import type { Resource } from '../../../schema';
import type { Row } from '../../db/types';
import { openTables } from '../../db/types';
import { sql } from 'kysely';
import { authorize, scopedSelect, withinScope } from '../access';
import type { Context } from '../context';
import { filterableComputed, type ListQuery } from '../list-query';
import { toRecord } from '../records';
import { scopeFor } from '../served';
import { loadLinks } from '../references';
import { newestMatchFirst, searchedDocuments, searchedRows } from '../search-query';
import { wordsOf } from '../search-words';
import { ValidationError } from '../errors';
import { translatorFor } from '../../i18n/translate';
import { planPage, type PagePlan } from './page-plan';
import { tableTotal } from './table-total';
import { periodInstants } from '../../domain/finance/period';

export interface ListAnswer {
  data: Row[];
  meta: {
    total: number;
    current_page: number;
    per_page: number;
    last_page: number;
    /** Present when a search matched more rows than are counted: `total` is a lower bound. */
    total_at_least?: true;
  };
}

/**
 * A search sorted as the list is by default (the app always names its sort) or by id is answered
 * in the search table's id order, newest record first, so a page of a common word's matches is
 * read without sorting them all. Another sort orders every match by that column.
 */
function inMatchOrder(resource: Resource, sort: ListQuery['sort']): 'asc' | 'desc' | undefined {
  if (sort.field === 'id') return sort.direction;
  const { field, order } = resource.list.defaultSort;
  return sort.field === field && sort.direction === order ? 'desc' : undefined;
}

/** The rows a list's search, filters, date range and row scope keep: what it pages and exports. */
export function filteredSelect(ctx: Context, resource: Resource, query: ListQuery) {
  const column = (name: string) => `${resource.table}.${name}`;
  const words = wordsOf(query.search);
  let base =
    words.length > 0
      ? withinScope(ctx, resource, searchedRows(ctx.db, ctx.dialect, resource, words))
      : scopedSelect(ctx, ctx.db, resource);
  const computed = ctx.resources.behaviourOf(resource).computed;
  for (const filter of query.filters) {
    const where = filterableComputed(resource, filter.field)
      ? computed[filter.field]?.where
      : undefined;
    if (where) {
      const ids = filter.values.map(Number);
      base = base.where((eb) => where(ctx, eb, ids, resource));
    } else
      base =
        filter.values.length === 1
          ? base.where(column(filter.field), '=', filter.values[0])
          : base.where(column(filter.field), 'in', filter.values);
  }
  // A date column holds days already; a datetime one holds instants, so a day is the centre's
  // (Asia/Dhaka), the same cut the created range and the dashboard's periods make.
  const dateField = resource.dateRangeField;
  if (dateField) {
    const datetime = resource.fields[dateField]?.type === 'datetime';
    const { from, to } = query.dateRange;
    if (from)
      base = base.where(
        column(dateField),
        '>=',
        datetime ? periodInstants({ start: from, end: from }).from : from,
      );
    if (to)
      base = datetime
        ? base.where(column(dateField), '<', periodInstants({ start: to, end: to }).to)
        : base.where(column(dateField), '<=', to);
  }
  const { from, to } = query.created;
  if (from)
    base = base.where(column('created_at'), '>=', periodInstants({ start: from, end: from }).from);
  if (to) base = base.where(column('created_at'), '<', periodInstants({ start: to, end: to }).to);
  return base;
}

/** Whether anything but a search keeps fewer rows than the whole table: a filter, a range, a scope. */
const narrowed = (ctx: Context, resource: Resource, query: ListQuery): boolean =>
  query.filters.length > 0 ||
  query.dateRange.from !== undefined ||
  query.dateRange.to !== undefined ||
  query.created.from !== undefined ||
  query.created.to !== undefined ||
  scopeFor(ctx.resources, resource, ctx.actor) !== undefined;

/**
 * The count and page queries of a list, built but not run: listRecords runs them, and the API
 * benchmark compiles the same queries to read their plans. A search's count stops one past
 * `settings.searchCountLimit` rows.
 */
export function listQueries(ctx: Context, resource: Resource, query: ListQuery) {
  const column = (name: string) => `${resource.table}.${name}`;
  const words = wordsOf(query.search);
  const base = filteredSelect(ctx, resource, query);
  const { field, direction } = query.sort;
  const matchOrder = words.length > 0 ? inMatchOrder(resource, query.sort) : undefined;
  const rows = base.selectAll(resource.table);
  const flip = (order: 'asc' | 'desc') => (order === 'asc' ? 'desc' : 'asc');
  // Ties are broken by id, so the reversed order is exactly the order read backwards, NULLs
  // included (each database places them at the same end for one direction and the other end for
  // the other).
  const ordered = (reversed: boolean) => {
    const by = (order: 'asc' | 'desc') => (reversed ? flip(order) : order);
    return matchOrder
      ? rows.orderBy(newestMatchFirst(ctx.dialect), by(matchOrder))
      : rows.orderBy(column(field), by(direction)).orderBy(column('id'), by(direction));
  };
  const countLimit = words.length > 0 ? ctx.settings.searchCountLimit : undefined;
  // Every document is a row of the table: with nothing else narrowing the list, the search table
  // alone counts the matches, without a join the planner might answer by hashing the table.
  const matches = narrowed(ctx, resource, query)
    ? base
    : searchedDocuments(ctx.db, ctx.dialect, resource, words);
  const counted =
    countLimit !== undefined
      ? openTables(ctx.db)
          .selectFrom(
            matches
              .select(sql<number>`1`.as('one'))
              .limit(countLimit + 1)
              .as('matches'),
          )
          .select((eb) => eb.fn.countAll().as('total'))
      : base.select((eb) => eb.fn.countAll().as('total'));
  return {
    count: counted,
    /** Nothing narrows the list: its total is the table's, which may be kept (tableTotal). */
    whole: words.length === 0 && !narrowed(ctx, resource, query),
    /** The count stops one past this many rows; a larger count means at least this many. */
    countLimit,
    /** The page's rows as `planPage` places them; from the end, in reversed order. */
    page: (plan: Exclude<PagePlan, { from: 'nowhere' }>) =>
      ordered(plan.from === 'end')
        .limit(plan.limit)
        .offset(plan.offset),
  };
}

/**
 * The records with the resource's computed list columns (docs/CONFIG.md "List columns"), each
 * worked out for all of `rows` at once; `records` are the same rows as the API answers them.
 */
export async function withComputedColumns(
  ctx: Context,
  resource: Resource,
  rows: readonly Row[],
  records: Row[],
): Promise<Row[]> {
  const bindings = Object.entries(ctx.resources.behaviourOf(resource).computed);
  if (bindings.length === 0 || rows.length === 0) return records;
  for (const [name, binding] of bindings) {
    const values = await binding.values(ctx, rows);
    for (const record of records) record[name] = values.get(Number(record.id)) ?? null;
  }
  return records;
}

export async function listRecords(
  ctx: Context,
  resource: Resource,
  query: ListQuery,
): Promise<ListAnswer> {
  authorize(ctx, 'read', resource);
  const queries = listQueries(ctx, resource, query);
  const count = async () => Number((await queries.count.executeTakeFirst())?.total ?? 0);
  // The whole table's total is its kept count, where it has one (docs/DATABASE.md "Row counts").
  const whole = queries.whole ? await tableTotal(ctx, resource.table) : undefined;
  // A row-scoped total, or one filtered by a computed column, depends on other tables, which the
  // cache does not watch: count it afresh.
  const { filters, search, dateRange, created } = query;
  const counted =
    whole ??
    (scopeFor(ctx.resources, resource, ctx.actor) ||
    filters.some((f) => filterableComputed(resource, f.field))
      ? await count()
      : await ctx.counts.total(resource.name, { filters, search, dateRange, created }, count));
  const { countLimit } = queries;
  const atLeast = countLimit !== undefined && counted > countLimit;
  const total = atLeast ? countLimit : counted;
  const plan = planPage({
    page: query.page,
    perPage: query.perPage,
    total: atLeast ? undefined : counted,
    depthLimit: ctx.settings.listDepthLimit,
  });
  if (plan === 'too deep')
    throw new ValidationError({
      page: [
        translatorFor(ctx.language ?? 'en').t('validation.pageTooDeep', {
          rows: ctx.settings.listDepthLimit,
        }),
      ],
    });
  const read = plan.from === 'nowhere' ? [] : await queries.page(plan).execute();
  const rows = plan.from === 'end' ? read.reverse() : read;
  const ids = rows.map((r) => Number(r.id));
  const links = await loadLinks(ctx.db, resource, ids);
  const records = rows.map((row) => toRecord(resource, row, links.get(Number(row.id))));
  return {
    data: await withComputedColumns(ctx, resource, rows, records),
    meta: {
      total,
      current_page: query.page,
      per_page: query.perPage,
      last_page: Math.max(1, Math.ceil(total / query.perPage)),
      ...(atLeast ? { total_at_least: true as const } : {}),
    },
  };
}
