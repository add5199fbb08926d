/**
 * An affiliate's figures on its row (what the admin list shows and sorts by): students referred,
 * commission earned (net of refunds), paid out, and unpaid = earned − paid. Recomputed from the
 * rows in the writer's transaction, never added to, so they cannot drift.
 */
import { sql } from 'kysely';
import { affiliate } from '../../../resources/affiliates';
import type { Executor, Row, Tx } from '../../db/types';
import type { Context } from '../../resources/context';
import { NotFoundError } from '../../resources/errors';
import { updateRow } from '../../resources/row-writes';

/**
 * The affiliate row, locked until the transaction ends (PostgreSQL; SQLite runs one write
 * transaction at a time), so payouts and commissions of one affiliate queue behind each other.
 */
export async function lockAffiliate(tx: Tx, ctx: Context, affiliateId: number): Promise<Row> {
  let query = tx.selectFrom('affiliates').selectAll().where('id', '=', affiliateId);
  if (ctx.dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}

const sumOf = async (
  db: Executor,
  table: 'affiliate_commissions' | 'affiliate_payouts',
  affiliateId: number,
) => {
  const row = await db
    .selectFrom(table)
    .select(sql<string | number | null>`sum(amount)`.as('total'))
    .where('affiliate_id', '=', affiliateId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
};

/** Accounts that signed up through the affiliate's link and have no student profile yet. */
export const referredAccountsWithoutProfile = (db: Executor, affiliateId: number) =>
  db
    .selectFrom('users')
    .where('users.referred_by_affiliate_id', '=', affiliateId)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('students')
            .select('students.id')
            .whereRef('students.user_id', '=', 'users.id'),
        ),
      ),
    );

/**
 * Students referred: student profiles attributed to the affiliate, and accounts that signed up
 * through its link and have no student profile yet.
 */
async function referredCount(db: Executor, affiliateId: number): Promise<number> {
  const students = await db
    .selectFrom('students')
    .select(sql<string | number>`count(*)`.as('n'))
    .where('affiliate_id', '=', affiliateId)
    .executeTakeFirst();
  const accounts = await referredAccountsWithoutProfile(db, affiliateId)
    .select(sql<string | number>`count(*)`.as('n'))
    .executeTakeFirst();
  return Number(students?.n ?? 0) + Number(accounts?.n ?? 0);
}

export async function affiliateFigures(db: Executor, affiliateId: number) {
  const earned = await sumOf(db, 'affiliate_commissions', affiliateId);
  const paid = await sumOf(db, 'affiliate_payouts', affiliateId);
  return {
    referred_count: await referredCount(db, affiliateId),
    earned,
    paid,
    unpaid: earned - paid,
  };
}

/** Brings the stored figures of `affiliateId` in line with its rows. */
export async function refreshAffiliate(tx: Tx, ctx: Context, affiliateId: number): Promise<void> {
  const current = await lockAffiliate(tx, ctx, affiliateId);
  const figures = await affiliateFigures(tx, affiliateId);
  const changed = (Object.keys(figures) as (keyof typeof figures)[]).some(
    (key) => Number(current[key]) !== figures[key],
  );
  if (changed) await updateRow(tx, ctx, affiliate, current, figures, { hooks: false });
}
