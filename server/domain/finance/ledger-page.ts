/**
 * One page of an account's ledger entries for a period, oldest first (date, kind, id), each with
 * its running balance from the period's start. The cost is the page's, not the period's: the day
 * the page starts on, and the entries and net of the period's days before it, come from the
 * account's money per day (server/db/money-days.ts); then each money table's index on
 * (bank account, date, id) is read from that day for the rows of that day before the page plus
 * the page itself, and the running balance is summed over those rows only.
 */
import { sql } from 'kysely';
import { rowCountLiteral } from '../../db/row-count-literal';
import type { Executor } from '../../db/types';
import { COUNTED_NET } from './money-days-sums';
import { accountMovementsFrom, NET, type MovementKind } from './movements';
import type { Period } from './period';

export interface PageRow {
  kind: MovementKind;
  source_id: number;
  date: string;
  description: string;
  money_in: number;
  money_out: number;
  counts: number;
  /** The period's net up to and including this row. */
  running: number;
}

export interface FirstDay {
  day: string;
  entries_before: number;
  net_before: number | null;
}

export interface PageQuery {
  page: number;
  perPage: number;
}

/** The day holding the period's entry number `offset` (from 0), with what came before that day. */
export const dayOfEntryQuery = (accountId: number, { start, end }: Period, offset: number) =>
  sql<FirstDay>`
    select x.day, x.entries_upto - x.entries as entries_before, x.net_upto - x.net as net_before
    from (
      select d.day, sum(d.entries) as entries, sum(${COUNTED_NET}) as net,
        sum(sum(d.entries)) over (order by d.day) as entries_upto,
        sum(sum(${COUNTED_NET})) over (order by d.day) as net_upto
      from money_days d
      where d.bank_account_id = ${accountId} and d.day >= ${start} and d.day <= ${end}
      group by d.day
    ) x
    where x.entries_upto > ${offset}
    order by x.day limit 1`;

const ORDER = sql`m.date, m.seq, m.source_id`;

const offsetOf = (page?: PageQuery) => (page ? (page.page - 1) * page.perPage : 0);

/** The page's rows from its first day on, with their running balances in the period. */
export function entriesQuery(accountId: number, period: Period, first: FirstDay, page?: PageQuery) {
  // Entries of the page's first day that come before the page.
  const skip = offsetOf(page) - Number(first.entries_before);
  const take = page ? skip + page.perPage : undefined;
  const rows = accountMovementsFrom(accountId, { from: String(first.day), to: period.end }, take);
  const limit = page
    ? sql` limit ${rowCountLiteral(page.perPage)} offset ${rowCountLiteral(skip)}`
    : sql``;
  return sql<PageRow>`
    select w.kind, w.source_id, w.date, w.description, w.money_in, w.money_out, w.counts,
      w.running + ${Number(first.net_before ?? 0)} as running
    from (
      select m.*, sum(${NET}) over (order by ${ORDER} rows unbounded preceding) as running
      from (${rows}) m
    ) w
    order by w.date, w.seq, w.source_id${limit}`;
}

/** The first day of `page` (undefined past the last entry). */
export async function firstDayOf(
  db: Executor,
  accountId: number,
  period: Period,
  page?: PageQuery,
): Promise<FirstDay | undefined> {
  return (await dayOfEntryQuery(accountId, period, offsetOf(page)).execute(db)).rows[0];
}

/** The entries of `page` (every entry of the period without one). */
export async function ledgerPage(
  db: Executor,
  accountId: number,
  period: Period,
  page?: PageQuery,
): Promise<PageRow[]> {
  const first = await firstDayOf(db, accountId, period, page);
  if (!first) return [];
  return (await entriesQuery(accountId, period, first, page).execute(db)).rows;
}
