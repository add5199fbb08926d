/**
 * A bank account's ledger for a period (docs/API.md "Finance"): the balance the period opens with,
 * one page of its entries oldest first, each with the running balance after it, the period's
 * totals and the closing balance. Two queries whatever the number of rows: the period's opening
 * balance is one plain sum of what came before it, and the running balance a window sum over the
 * period's rows only, so a long history costs a sum, not a sort. Voided rows (switched-off withdrawals and expenses) are listed
 * with `voided: true` and change no balance or total. Amounts here are minor units.
 */
import { sql } from 'kysely';
import type { LedgerEntry } from '../../../schema';
import type { Executor } from '../../db/types';
import { movements, MOVEMENT_KINDS, NET, type MovementKind } from './movements';
import type { Period } from './period';

export interface Ledger {
  opening_balance: number;
  money_in: number;
  money_out: number;
  closing_balance: number;
  entries: LedgerEntry[];
  total: number;
}

export interface Page {
  page: number;
  perPage: number;
}

interface EntryRow {
  kind: MovementKind;
  source_id: number;
  date: string;
  description: string;
  money_in: number;
  money_out: number;
  counts: number;
  running: number;
}

interface TotalsRow {
  before: number | null;
  money_in: number | null;
  money_out: number | null;
  entries: number | null;
}

const ORDER = sql`m.date, m.seq, m.source_id`;

export async function readLedger(
  db: Executor,
  account: { id: number; opening_balance: number },
  period: Period,
  page?: Page,
): Promise<Ledger> {
  const rows = movements(account.id);
  const sums = movements(account.id, { described: false });
  const { start, end } = period;
  const totals = (
    await sql<TotalsRow>`
      select
        sum(case when m.date < ${start} then ${NET} else 0 end) as before,
        sum(case when m.date >= ${start} and m.counts = 1 then m.money_in else 0 end) as money_in,
        sum(case when m.date >= ${start} and m.counts = 1 then m.money_out else 0 end) as money_out,
        sum(case when m.date >= ${start} then 1 else 0 end) as entries
      from (${sums}) m where m.date <= ${end}`.execute(db)
  ).rows[0];
  const limit = page ? sql` limit ${page.perPage} offset ${(page.page - 1) * page.perPage}` : sql``;
  const entries = (
    await sql<EntryRow>`
      select m.kind, m.seq, m.source_id, m.date, m.description, m.money_in, m.money_out,
        m.counts, sum(${NET}) over (order by ${ORDER} rows unbounded preceding) as running
      from (${rows}) m where m.date >= ${start} and m.date <= ${end}
      order by ${ORDER}${limit}`.execute(db)
  ).rows;
  const opening = account.opening_balance + Number(totals?.before ?? 0);
  const moneyIn = Number(totals?.money_in ?? 0);
  const moneyOut = Number(totals?.money_out ?? 0);
  return {
    opening_balance: opening,
    money_in: moneyIn,
    money_out: moneyOut,
    closing_balance: opening + moneyIn - moneyOut,
    total: Number(totals?.entries ?? 0),
    entries: entries.map((row) => ({
      date: String(row.date),
      kind: row.kind,
      description: String(row.description),
      resource: MOVEMENT_KINDS[row.kind],
      resource_id: Number(row.source_id),
      money_in: Number(row.money_in),
      money_out: Number(row.money_out),
      voided: Number(row.counts) !== 1,
      balance: opening + Number(row.running),
    })),
  };
}
