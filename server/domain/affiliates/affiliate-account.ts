/**
 * Every account of an affiliation role has its affiliate row: made, with a fresh referral code,
 * when such an account is saved without one (created, or given an affiliation role later), and
 * named after the account. The row outlives a change of role, so its history stays.
 */
import { ROLE_TYPE, type StoredRowOf } from '../../../schema';
import type { users } from '../../../resources/access';
import { affiliate } from '../../../resources/affiliates';
import type { Executor, Tx } from '../../db/types';
import type { Context } from '../../resources/context';
import { insertRow, updateRow } from '../../resources/row-writes';
import { newReferralCode } from './referral-code';

type AccountRow = StoredRowOf<typeof users>;

const nameOf = (row: { first_name?: unknown; last_name?: unknown }) =>
  [row.first_name, row.last_name]
    .filter((part) => typeof part === 'string' && part.trim() !== '')
    .join(' ');

async function isAffiliationRole(db: Executor, roleId: number): Promise<boolean> {
  const role = await db
    .selectFrom('roles')
    .select('type')
    .where('id', '=', roleId)
    .executeTakeFirst();
  return Number(role?.type) === ROLE_TYPE.affiliation;
}

/** A code no affiliate holds; eight characters from 31 make a clash a rarity, retried. */
export async function freeReferralCode(db: Executor): Promise<string> {
  for (;;) {
    const code = newReferralCode();
    const taken = await db
      .selectFrom('affiliates')
      .select('id')
      .where('code', '=', code)
      .executeTakeFirst();
    if (!taken) return code;
  }
}

/** The account's `afterSave`: its affiliate row made or renamed. */
export async function keepAffiliateRow(
  tx: Tx,
  ctx: Context,
  { row }: { row: AccountRow; current: AccountRow | undefined },
): Promise<void> {
  const stored = await tx
    .selectFrom('affiliates')
    .selectAll()
    .where('user_id', '=', row.id)
    .executeTakeFirst();
  const name = nameOf(row);
  if (stored) {
    // Written without the affiliate's hooks: they guard what an admin sends, not the name.
    if (stored.name !== name)
      await updateRow(tx, ctx, affiliate, stored, { name }, { hooks: false });
    return;
  }
  if (!(await isAffiliationRole(tx, Number(row.role_id)))) return;
  await insertRow(
    tx,
    ctx,
    affiliate,
    { user_id: row.id, name, code: await freeReferralCode(tx), rate: 0 },
    { hooks: false },
  );
}
