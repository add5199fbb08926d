/**
 * Who referred a student (docs/DOMAIN.md "Affiliates"). A sign-up carrying a referral code is
 * attributed to the code's affiliate on its new account; the account keeps it until its student
 * profile is made, which takes it. An attribution is set once: a later code never replaces it
 * (only an admin may change it, on the student's form). An order is attributed when it is made,
 * to its student's affiliate then, and keeps that affiliate whatever happens to the student later.
 */
import type { order } from '../../../resources/orders';
import type { student } from '../../../resources/people';
import type { Executor, Tx } from '../../db/types';
import type { Context } from '../../resources/context';
import type { AfterSave, BeforeSave } from '../../resources/hooks';
import { normalReferralCode } from './referral-code';
import { refreshAffiliate } from './totals';

export async function affiliateByCode(db: Executor, code: unknown): Promise<number | null> {
  const normal = normalReferralCode(code);
  if (normal === '') return null;
  const row = await db
    .selectFrom('affiliates')
    .select('id')
    .where('code', '=', normal)
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/**
 * Attributes a new account to the affiliate of `code`, unless it is attributed already. An unknown
 * code attributes nothing and refuses nothing: a stale link must not stop a sign-up.
 */
export async function attributeAccount(
  tx: Tx,
  ctx: Context,
  userId: number,
  code: unknown,
): Promise<void> {
  const affiliateId = await affiliateByCode(tx, code);
  if (affiliateId === null) return;
  const updated = await tx
    .updateTable('users')
    .set({ referred_by_affiliate_id: affiliateId })
    .where('id', '=', userId)
    .where('referred_by_affiliate_id', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) await refreshAffiliate(tx, ctx, affiliateId);
}

const idOrNull = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : Number(value);

/** A student saved with another affiliate: both affiliates' referred counts follow. */
export const recountOnStudentChange: AfterSave<typeof student> = async (
  tx,
  ctx,
  { row, current },
) => {
  const before = idOrNull(current?.affiliate_id);
  const after = idOrNull(row.affiliate_id);
  if (before === after) return;
  for (const affiliateId of [before, after])
    if (affiliateId !== null) await refreshAffiliate(tx, ctx, affiliateId);
};

/** A new order takes its student's affiliate. */
export const attributeOrder: BeforeSave<typeof order> = async (tx, _ctx, { values, current }) => {
  if (current) return;
  const row = await tx
    .selectFrom('students')
    .select('affiliate_id')
    .where('id', '=', Number(values.student_id))
    .executeTakeFirst();
  values.affiliate_id = idOrNull(row?.affiliate_id);
};
