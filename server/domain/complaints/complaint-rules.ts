/**
 * Complaints (`ComplaintStatus`: pending until solved). Anyone files their own; answering and deciding the
 * status belong to staff with update on Complain. A complainant's create may not carry an answer or
 * a status other than Pending (Laravel's "prohibited"), an answer given on update solves the
 * complaint unless the same change sets the status itself, and the complainant is told. A complaint
 * filed by anyone but an admin is announced to the admins (notify-staff.ts).
 */
import { translatorFor } from '../../i18n/translate';
import { can } from '../../resources/context';
import type { FieldErrors } from '../../resources/errors';
import type { complain } from '../../../resources/requests';
import type { HooksOf } from '../../resources/hooks';
import { notifyComplainant } from './notify-complainant';
import { notifyStaffOfComplaint } from './notify-staff';
import { ComplaintStatus } from '../../../schema';

const hasText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** The answer as it changes in this write, or undefined when it is not (re)written. */
function newAnswer(values: { answer?: string | null }, before: { answer: string | null }) {
  return hasText(values.answer) && values.answer !== before.answer ? values.answer : undefined;
}

export const complaintRules: HooksOf<typeof complain> = {
  async check(ctx, _db, { values, current }): Promise<FieldErrors> {
    if (current || can(ctx.actor, 'update', 'Complain')) return {};
    const tr = translatorFor(ctx.language ?? 'en');
    // Worded as the generic field checks word "prohibited", with the form's labels.
    const prohibited = (field: string) =>
      tr.t('validation.prohibited', { attribute: tr.field('complain', field) });
    const errors: FieldErrors = {};
    if (hasText(values.answer)) errors.answer = [prohibited('answer')];
    if (values.status !== undefined && Number(values.status) !== ComplaintStatus.Pending)
      errors.status = [prohibited('status')];
    return errors;
  },

  async beforeSave(_tx, _ctx, { values, current }) {
    if (!current || newAnswer(values, current) === undefined) return;
    // Forms send every field back: a status equal to the stored one was not "set otherwise".
    const statusSet =
      values.status !== undefined && Number(values.status) !== Number(current.status);
    if (!statusSet) values.status = ComplaintStatus.Solved;
  },

  afterCreate: notifyStaffOfComplaint,

  async afterUpdate(ctx, { before, after }) {
    if (newAnswer(after, before) === undefined) return;
    await notifyComplainant(ctx, after);
  },
};
