/**
 * The queries a money scenario's request runs (the domain's own builders: monthlyFlowsQuery,
 * ledgerTotalsQuery, dayOfEntryQuery, entriesQuery), for plans.ts to explain, each with the
 * tables whose full scan it would be worth calling out.
 */
import type { CompiledQuery, RawBuilder } from 'kysely';
import { lastTwelveMonths } from '../../server/domain/dashboard/figures';
import { monthlyFlowsQuery } from '../../server/domain/dashboard/money-flows';
import { ledgerTotalsQuery } from '../../server/domain/finance/ledger';
import { dayOfEntryQuery, entriesQuery, firstDayOf } from '../../server/domain/finance/ledger-page';
import type { Db } from '../../server/db/types';
import { MONEY_DAYS, MONEY_TABLES } from '../../server/db/money-days';
import { resourcesByName } from '../../resources.config';
import { FILLED_RESOURCE } from './fill';
import { REPORT_PATH } from './money-scenarios';

export interface MoneyQuery {
  name: string;
  query: { compile(): CompiledQuery<unknown> };
  tables: string[];
  /** What its cost follows (its sorts are of these rows only). */
  cost: string;
}

const DAYS =
  'money_days rows of the days read, money_months rows of the whole months (accounts × kinds ' +
  'per day or month): not the payments';

/**
 * The money table the bench fills. The others hold the demo's few rows, where a sequential scan
 * is PostgreSQL's right plan and would be flagged for nothing.
 */
const FILLED_TABLES = MONEY_TABLES.map((t) => t.table).filter(
  (table) => table === resourcesByName.get(FILLED_RESOURCE)?.table,
);

/** A raw query compiled as the database it runs on would. */
const on = <T>(db: Db, raw: RawBuilder<T>) => ({ compile: () => raw.compile(db) });

export async function moneyQueries(db: Db, path: string): Promise<MoneyQuery[]> {
  const url = new URL(path, 'http://bench');
  const period = {
    start: url.searchParams.get('start_date') ?? '',
    end: url.searchParams.get('end_date') ?? '',
  };
  if (url.pathname === REPORT_PATH) {
    const months = lastTwelveMonths(period.end);
    return [
      {
        name: 'period and twelve months',
        query: on(db, monthlyFlowsQuery([period, { start: `${months[0]}-01`, end: period.end }])),
        tables: [MONEY_DAYS],
        cost: DAYS,
      },
    ];
  }
  const accountId = Number(/\/bank-account\/(\d+)\/ledger/.exec(url.pathname)?.[1]);
  const page = {
    page: Number(url.searchParams.get('page') ?? 1),
    perPage: Number(url.searchParams.get('per_page') ?? 25),
  };
  const queries: MoneyQuery[] = [
    {
      name: 'totals',
      query: on(db, ledgerTotalsQuery(accountId, period)),
      tables: [MONEY_DAYS],
      cost: DAYS,
    },
    {
      name: 'first day',
      query: on(db, dayOfEntryQuery(accountId, period, (page.page - 1) * page.perPage)),
      tables: [MONEY_DAYS],
      cost: DAYS,
    },
  ];
  const first = await firstDayOf(db, accountId, period, page);
  if (first)
    queries.push({
      name: 'entries',
      query: on(db, entriesQuery(accountId, period, first, page)),
      tables: FILLED_TABLES,
      cost: "per kind, at most the first day's entries before the page plus one page, read in index order",
    });
  return queries;
}
