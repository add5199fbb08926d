/**
 * What an admin may change on an affiliate: its code, stored in capitals, made of the referral
 * alphabet (referral-code.ts) and unique; its default rate. Course rates are labelled by their
 * affiliate and course.
 */
import type { affiliate, affiliateCourseRate } from '../../../resources/affiliates';
import { translatorFor } from '../../i18n/translate';
import type { FieldErrors } from '../../resources/errors';
import type { HooksOf } from '../../resources/hooks';
import { isWellFormedReferralCode, normalReferralCode, REFERRAL_ALPHABET } from './referral-code';

export const affiliateRules: HooksOf<typeof affiliate> = {
  async check(ctx, _db, { values }): Promise<FieldErrors> {
    if (!('code' in values)) return {};
    if (isWellFormedReferralCode(normalReferralCode(values.code))) return {};
    const tr = translatorFor(ctx.language ?? 'en');
    return { code: [tr.t('accounts.referralCode', { alphabet: REFERRAL_ALPHABET })] };
  },
  async beforeSave(_tx, _ctx, { values }) {
    if ('code' in values) values.code = normalReferralCode(values.code);
  },
};

export const courseRateRules: HooksOf<typeof affiliateCourseRate> = {
  async beforeSave(tx, _ctx, { values, current }) {
    const next = { ...current, ...values };
    const names = await tx
      .selectFrom('affiliates')
      .innerJoin('courses', (join) => join.on('courses.id', '=', Number(next.course_id)))
      .select(['affiliates.name as affiliate', 'courses.title as course'])
      .where('affiliates.id', '=', Number(next.affiliate_id))
      .executeTakeFirst();
    values.label = `${String(names?.affiliate ?? '')} · ${String(names?.course ?? '')}`;
  },
};
