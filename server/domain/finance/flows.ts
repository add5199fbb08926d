/**
 * The rows behind the dashboard's money figures (docs/API.md "Money flows"): the counted movements
 * of some kinds in every account over a period, oldest first, with their totals. The totals are
 * read from the money per day (server/db/money-days.ts) that the report itself sums, so a list
 * opened from a figure adds up to that figure; the page reads only its own rows (each kind's table
 * from the period's first day, cut at the page's end). Amounts here are minor units.
 */
import { sql } from 'kysely';
import type { FlowKind } from '../../../schema';
import type { Executor } from '../../db/types';
import { MONEY_IN_KINDS, moneyRows } from './money-days-sums';
import { MOVEMENT_KINDS, movementsOfKinds } from './movements';
import type { Period } from './period';

export interface FlowRow {
  date: string;
  kind: FlowKind;
  description: string;
  resource: string;
  resource_id: number;
  bank_account_id: number | null;
  bank_account: string | null;
  money_in: number;
  money_out: number;
}

export interface Flows {
  money_in: number;
  money_out: number;
  total: number;
  rows: FlowRow[];
}

interface TotalsRow {
  money_in: number | null;
  money_out: number | null;
  entries: number | null;
}

const totalsQuery = (kinds: readonly FlowKind[], { start, end }: Period) => sql<TotalsRow>`
  select
    sum(case when d.kind in (${sql.join(MONEY_IN_KINDS)}) then d.amount else 0 end) as money_in,
    sum(case when d.kind in (${sql.join(MONEY_IN_KINDS)}) then 0 else d.amount end) as money_out,
    sum(d.entries) as entries
  from (${moneyRows({ from: start, to: end })}) d
  where d.counts = 1 and d.kind in (${sql.join(kinds)})`;

interface PageRow {
  kind: FlowKind;
  source_id: number;
  bank_account_id: number | null;
  account_name: string | null;
  date: string;
  description: string;
  money_in: number;
  money_out: number;
}

const pageQuery = (
  kinds: readonly FlowKind[],
  { start, end }: Period,
  page: { page: number; perPage: number },
) => {
  const offset = (page.page - 1) * page.perPage;
  const rows = movementsOfKinds(kinds, { from: start, to: end }, offset + page.perPage);
  return sql<PageRow>`
    select m.kind, m.source_id, m.bank_account_id, b.account_name, m.date, m.description,
      m.money_in, m.money_out
    from (${rows}) m
    left join bank_accounts b on b.id = m.bank_account_id
    order by m.date, m.seq, m.source_id
    limit ${page.perPage} offset ${offset}`;
};

export async function readFlows(
  db: Executor,
  kinds: readonly FlowKind[],
  period: Period,
  page: { page: number; perPage: number },
): Promise<Flows> {
  const [totals, rows] = await Promise.all([
    totalsQuery(kinds, period).execute(db),
    pageQuery(kinds, period, page).execute(db),
  ]);
  const sums = totals.rows[0];
  return {
    money_in: Number(sums?.money_in ?? 0),
    money_out: Number(sums?.money_out ?? 0),
    total: Number(sums?.entries ?? 0),
    rows: rows.rows.map((row) => ({
      date: String(row.date),
      kind: row.kind,
      description: String(row.description),
      resource: MOVEMENT_KINDS[row.kind],
      resource_id: Number(row.source_id),
      bank_account_id: row.bank_account_id === null ? null : Number(row.bank_account_id),
      bank_account: row.account_name === null ? null : String(row.account_name),
      money_in: Number(row.money_in),
      money_out: Number(row.money_out),
    })),
  };
}
