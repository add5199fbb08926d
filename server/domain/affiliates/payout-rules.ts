/**
 * Paying an affiliate out (the `affiliate-payout` resource's hooks). A payout may not exceed the
 * affiliate's unpaid balance (earned − paid), checked with the affiliate row locked, so two
 * payouts at once cannot both spend the last of it; and it is money leaving a bank account, which
 * it may not overdraw (finance/overdraw.ts). The affiliate's figures follow in the same
 * transaction.
 */
import type { affiliatePayout } from '../../../resources/affiliates';
import type { Executor } from '../../db/types';
import { ValidationError, type FieldErrors } from '../../resources/errors';
import type { HooksOf } from '../../resources/hooks';
import { fromMinorUnits } from '../money';
import { refuseOverdraw } from '../finance/overdraw';
import { translatorFor, type Translator } from '../../i18n/translate';
import { affiliateFigures, lockAffiliate, refreshAffiliate } from './totals';

async function refusal(
  db: Executor,
  affiliateId: number,
  amount: number,
  tr: Translator,
): Promise<string | null> {
  const { unpaid } = await affiliateFigures(db, affiliateId);
  return amount > unpaid
    ? tr.t('content.payoutAboveUnpaid', {
        unpaid: tr.amount(fromMinorUnits(unpaid)),
        amount: tr.amount(fromMinorUnits(amount)),
      })
    : null;
}

async function labelOf(db: Executor, affiliateId: number, date: unknown): Promise<string> {
  const row = await db
    .selectFrom('affiliates')
    .select('name')
    .where('id', '=', affiliateId)
    .executeTakeFirst();
  return `${String(row?.name ?? '')} · ${String(date)}`;
}

export const payoutRules: HooksOf<typeof affiliatePayout> = {
  async check(ctx, db, { values }): Promise<FieldErrors> {
    const affiliateId = Number(values.affiliate_id);
    if (!Number.isInteger(affiliateId)) return {};
    const tr = translatorFor(ctx.language ?? 'en');
    const refused = await refusal(db, affiliateId, Number(values.amount), tr);
    return refused ? { amount: [refused] } : {};
  },

  async beforeSave(tx, ctx, { values }) {
    const affiliateId = Number(values.affiliate_id);
    await lockAffiliate(tx, ctx, affiliateId);
    const tr = translatorFor(ctx.language ?? 'en');
    const refused = await refusal(tx, affiliateId, Number(values.amount), tr);
    if (refused) throw ValidationError.field('amount', refused);
    await refuseOverdraw(
      tx,
      { bankAccountId: Number(values.bank_account_id), amount: Number(values.amount) },
      tr,
    );
    values.label = await labelOf(tx, affiliateId, values.date);
  },

  async afterSave(tx, ctx, { row }) {
    await refreshAffiliate(tx, ctx, Number(row.affiliate_id));
  },
};
