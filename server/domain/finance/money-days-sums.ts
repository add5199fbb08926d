/**
 * Sums over `money_days` rows (alias `d`; server/db/money-days.ts), whose amounts are positive and
 * whose kind says the direction.
 */
import { sql } from 'kysely';

/** The kinds of movement that bring money into an account; every other kind takes it out. */
export const MONEY_IN_KINDS = ['income', 'order_payment'] as const;

/** A row's effect on its account's balance: money in minus money out, nothing when voided. */
export const COUNTED_NET = sql`case when d.counts <> 1 then 0
  when d.kind in (${sql.join(MONEY_IN_KINDS)}) then d.amount else -d.amount end`;
