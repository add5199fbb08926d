/**
 * Bank-account balances: opening balance plus the net of every counted movement (movements.ts),
 * whatever its date — a withdrawal dated tomorrow is money already committed. Summed from the
 * money kept per account and month (server/db/money-days.ts), which the money tables' triggers
 * keep in step inside each write's transaction, so a balance costs a few rows a month of history,
 * not a row per payment. One grouped query for all accounts.
 */
import { sql } from 'kysely';
import type { Executor } from '../../db/types';
import { COUNTED_NET } from './money-days-sums';
import { movementOf, NET, type MovementKind } from './movements';

export interface AccountBalance {
  id: number;
  account_name: string;
  account_number: string;
  is_active: boolean;
  /** Minor units. */
  opening_balance: number;
  balance: number;
}

interface BalanceRow {
  id: number;
  account_name: string;
  account_number: string;
  is_active: number;
  opening_balance: number;
  net: number | null;
}

/** Every account's balance (or one account's, by id), in minor units. */
export async function accountBalances(db: Executor, accountId?: number): Promise<AccountBalance[]> {
  const only = accountId === undefined ? sql`` : sql` where a.id = ${accountId}`;
  const { rows } = await sql<BalanceRow>`
    select a.id, a.account_name, a.account_number, a.is_active, a.opening_balance, n.net
    from bank_accounts a
    left join (
      select d.bank_account_id, sum(${COUNTED_NET}) as net from money_months d
      group by d.bank_account_id
    ) n on n.bank_account_id = a.id${only}
    order by a.account_name, a.id`.execute(db);
  return rows.map((row) => ({
    id: Number(row.id),
    account_name: String(row.account_name),
    account_number: String(row.account_number),
    is_active: Number(row.is_active) === 1,
    opening_balance: Number(row.opening_balance),
    balance: Number(row.opening_balance) + Number(row.net ?? 0),
  }));
}

/**
 * One account's balance in minor units, leaving out the present effect of one stored row (the row
 * a write replaces): the account's money per month, less that one row's movement. It runs on every
 * money write, so it reads a few rows per month of history and the one row, never the account's
 * whole history.
 */
export async function balanceOf(
  db: Executor,
  accountId: number,
  leaveOut?: { kind: MovementKind; id: number },
): Promise<number | undefined> {
  const replaced = leaveOut
    ? sql`(select sum(${NET}) from (${movementOf(leaveOut.kind, leaveOut.id)}) m)`
    : sql`0`;
  const { rows } = await sql<{
    opening_balance: number;
    net: number | null;
    replaced: number | null;
  }>`
    select a.opening_balance,
      (select sum(${COUNTED_NET}) from money_months d where d.bank_account_id = a.id) as net,
      ${replaced} as replaced
    from bank_accounts a where a.id = ${accountId}`.execute(db);
  const row = rows[0];
  return row
    ? Number(row.opening_balance) + Number(row.net ?? 0) - Number(row.replaced ?? 0)
    : undefined;
}
