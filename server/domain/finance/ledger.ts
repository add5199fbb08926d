/**
 * A bank account's ledger for a period (docs/API.md "Finance"): the balance the period opens with,
 * one page of its entries oldest first, each with the running balance after it, the period's
 * totals and the closing balance. The balances and totals are sums of the account's money per
 * month, and per day at the ends of a month (server/db/money-days.ts), a few rows a month whatever
 * the number of payments; the page reads only its own rows and those of its first day before it
 * (ledger-page.ts). Voided rows (switched-off withdrawals and expenses) are listed with
 * `voided: true` and change no balance or total. Amounts here are minor units.
 */
import { sql } from 'kysely';
import type { LedgerEntry } from '../../../schema';
import type { Executor } from '../../db/types';
import { ledgerPage } from './ledger-page';
import { addDays } from '../scheduling/calendar';
import { COUNTED_NET, MONEY_IN_KINDS, moneyRows } from './money-days-sums';
import { MOVEMENT_KINDS } from './movements';
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

interface TotalsRow {
  before: number | null;
  money_in: number | null;
  money_out: number | null;
  entries: number | null;
}

const IN = sql`d.kind in (${sql.join(MONEY_IN_KINDS)})`;

/** The balance before the period, its totals and its number of entries (the bench prints its plan). */
export const ledgerTotalsQuery = (accountId: number, { start, end }: Period) => sql<TotalsRow>`
  select
    (select sum(${COUNTED_NET}) from (${moneyRows({ to: addDays(start, -1) }, accountId)}) d)
      as before,
    p.money_in, p.money_out, p.entries
  from (
    select
      sum(case when d.counts = 1 and ${IN} then d.amount else 0 end) as money_in,
      sum(case when d.counts = 1 and not ${IN} then d.amount else 0 end) as money_out,
      sum(d.entries) as entries
    from (${moneyRows({ from: start, to: end }, accountId)}) d
  ) p`;

export async function readLedger(
  db: Executor,
  account: { id: number; opening_balance: number },
  period: Period,
  page?: Page,
): Promise<Ledger> {
  // The page does not need the totals: its reads go along with theirs.
  const [{ rows: totalRows }, rows] = await Promise.all([
    ledgerTotalsQuery(account.id, period).execute(db),
    ledgerPage(db, account.id, period, page),
  ]);
  const totals = totalRows[0];
  const opening = account.opening_balance + Number(totals?.before ?? 0);
  const moneyIn = Number(totals?.money_in ?? 0);
  const moneyOut = Number(totals?.money_out ?? 0);
  return {
    opening_balance: opening,
    money_in: moneyIn,
    money_out: moneyOut,
    closing_balance: opening + moneyIn - moneyOut,
    total: Number(totals?.entries ?? 0),
    entries: rows.map((row) => ({
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
