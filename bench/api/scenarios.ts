/**
 * What is measured, and how each answer is checked before it is measured: a fast wrong answer
 * (an ignored filter, an empty search) must fail the bench, not flatter it. Expected counts come
 * from plain SQL on the filled table, independent of the list operation.
 */
import type { Db } from '../../server/db/types';
import type { FillResult } from './fill';

/** `report`: the money reports of money-scenarios.ts, checked against their own SQL. */
export type ScenarioKind = 'bare' | 'list' | 'show' | 'report';

export interface Scenario {
  name: string;
  kind: ScenarioKind;
  /** Path and query string; for show, one example of the varying path. */
  path: string;
  /** The list query string, for the query plan. */
  query?: string;
  nextPath?: () => string;
  /** A path one client requests in a loop while this scenario is measured (contention.ts). */
  background?: string;
  /** Problems with one answer; empty when it is right. */
  check(answer: unknown): string[];
}

interface Page {
  data: Record<string, unknown>[];
  meta: { total: number; current_page: number; per_page: number; last_page: number };
}

export const PER_PAGE = 25;
export const LIST_PATH = '/api/expense';
/** A word in about one title in six, and a two-word search that needs both. */
export const SEARCH_ONE = 'office';
export const SEARCH_TWO = ['office', 'rent'] as const;
export const FILTER_TYPE_ID = 2;
const FILTER_DAYS = 90;

function asPage(answer: unknown): Page | null {
  const page = answer as Partial<Page> | null;
  return page && Array.isArray(page.data) && typeof page.meta?.total === 'number'
    ? (page as Page)
    : null;
}

function pageCheck(
  answer: unknown,
  expect: { total?: number; page?: number; rows?: number },
  each?: (record: Record<string, unknown>) => string | null,
): string[] {
  const page = asPage(answer);
  if (!page) return ['the answer is not a {data, meta} page'];
  const problems: string[] = [];
  if (expect.total !== undefined && page.meta.total !== expect.total)
    problems.push(`meta.total is ${page.meta.total}, SQL counts ${expect.total}`);
  if (expect.page !== undefined && page.meta.current_page !== expect.page)
    problems.push(`current_page is ${page.meta.current_page}, asked for ${expect.page}`);
  const rows = expect.rows ?? PER_PAGE;
  if (page.data.length !== rows) problems.push(`${page.data.length} records, expected ${rows}`);
  for (const record of each ? page.data : []) {
    const problem = each?.(record);
    if (problem) {
      problems.push(`record ${String(record.id)}: ${problem}`);
      break;
    }
  }
  return problems;
}

/** A record check that fails the first record whose `field` is above the one before it. */
function descending<T extends string | number>(field: string, read: (value: unknown) => T) {
  let last: T | undefined;
  return (record: Record<string, unknown>): string | null => {
    const value = read(record[field]);
    const wrong = last !== undefined && value > last ? `${field} ${value} after ${last}` : null;
    last = value;
    return wrong;
  };
}

const wordsIn = (text: unknown) =>
  String(text)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u);
export const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

export async function buildScenarios(db: Db, fill: FillResult): Promise<Scenario[]> {
  const count = async (where?: (q: ReturnType<typeof base>) => ReturnType<typeof base>) => {
    const query = where ? where(base()) : base();
    const row = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    return Number(row?.n ?? 0);
  };
  const base = () => db.selectFrom('expenses');
  const total = await count();
  const from = isoDay(-FILTER_DAYS);
  const to = isoDay(0);
  const filtered = await count((q) =>
    q
      .where('expense_type_id', '=', FILTER_TYPE_ID)
      .where('date', '>=', from)
      .where('date', '<=', to),
  );
  const lastPage = Math.ceil(total / PER_PAGE);
  // The last full page but one: read from the end of the list, as the app's footer reaches it.
  const deepPage = Math.max(1, lastPage - 1);
  // The list's default order (newest first by date, ties newest id first), walked once here by
  // plain SQL.
  const deepIds = (
    await base()
      .select('id')
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .limit(PER_PAGE)
      .offset((deepPage - 1) * PER_PAGE)
      .execute()
  ).map((row) => Number(row.id));
  const listPath = (query: string) => `${LIST_PATH}?${query}`;
  const hasWords = (words: readonly string[]) => (record: Record<string, unknown>) => {
    const title = wordsIn(record.title);
    const missing = words.filter((w) => !title.some((t) => t.startsWith(w)));
    return missing.length ? `title "${String(record.title)}" lacks ${missing.join(', ')}` : null;
  };
  const filterQuery = `filter%5Bexpense_type_id%5D=${FILTER_TYPE_ID}&start_date=${from}&end_date=${to}`;

  const list = (name: string, query: string, check: Scenario['check']): Scenario => ({
    name,
    kind: 'list',
    path: query ? listPath(query) : LIST_PATH,
    query,
    check,
  });
  const span = fill.lastId - fill.firstId + 1;
  return [
    {
      name: 'bare route (baseline)',
      kind: 'bare',
      path: LIST_PATH,
      check: (a) => pageCheck(a, { total, page: 1 }),
    },
    list('list page 1', '', (a) => pageCheck(a, { total, page: 1 }, descending('date', String))),
    list('deep page (last but one)', `page=${deepPage}`, (a) => {
      const problems = pageCheck(a, { total, page: deepPage, rows: deepIds.length });
      const got = asPage(a)?.data.map((record) => Number(record.id)) ?? [];
      return got.join() === deepIds.join()
        ? problems
        : [...problems, `ids ${got.join(', ')}, SQL orders ${deepIds.join(', ')} there`];
    }),
    list(`search "${SEARCH_ONE}"`, `search=${SEARCH_ONE}`, (a) => [
      ...pageCheck(a, {}, hasWords([SEARCH_ONE])),
      ...((asPage(a)?.meta.total ?? total) >= total ? ['the search matched every row'] : []),
    ]),
    list(`search "${SEARCH_TWO.join(' ')}"`, `search=${SEARCH_TWO.join('%20')}`, (a) => [
      ...pageCheck(a, {}, hasWords(SEARCH_TWO)),
      ...((asPage(a)?.meta.total ?? total) >= total ? ['the search matched every row'] : []),
    ]),
    list('sort amount desc', 'sort_by=amount&sort_dir=desc', (a) =>
      pageCheck(a, { total }, descending('amount', Number)),
    ),
    list(`filter type ${FILTER_TYPE_ID} + ${FILTER_DAYS} days`, filterQuery, (a) =>
      pageCheck(a, { total: filtered }, (r) =>
        r.expense_type_id !== FILTER_TYPE_ID
          ? `expense_type_id is ${String(r.expense_type_id)}`
          : String(r.date) < from || String(r.date) > to
            ? `date ${String(r.date)} outside ${from}…${to}`
            : null,
      ),
    ),
    {
      name: 'show by id',
      kind: 'show',
      path: `${LIST_PATH}/${fill.firstId + Math.floor(span / 2)}`,
      // Every request a different bench row, so no single row stays hot in the caches.
      nextPath: () => `${LIST_PATH}/${fill.firstId + Math.floor(Math.random() * span)}`,
      check: (a) => {
        const record = (a as { data?: { id?: unknown } } | null)?.data;
        return record?.id === fill.firstId + Math.floor(span / 2)
          ? []
          : [`show answered ${JSON.stringify(a).slice(0, 120)}`];
      },
    },
  ];
}
