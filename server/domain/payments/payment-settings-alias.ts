/**
 * `GET` / `PUT /api/payment-settings`, kept because docs/API.md lists it: an alias of the
 * `payment` settings group (schema/site/settings-groups.ts). Saving is the generic
 * `PUT /api/setting/group/payment`, with its checks and refusals; only the answer differs, the
 * three settings as online payment reads them (the account's id or null, the percent, the fee in
 * major units) rather than the stored rows.
 */
import { authorize } from '../../resources/access';
import type { Context } from '../../resources/context';
import { saveSettingsGroup } from '../site/settings-group';
import { fromMinorUnits } from '../money';
import { centrePaymentSettings, PAYMENT_SETTINGS_GROUP } from './centre-payment-settings';
import { setting as settingResource } from '../../../resources/settings';

export interface PaymentSettingsAnswer {
  online_bank_account_id: number | null;
  online_minimum_percent: number;
  /** Major units. */
  tutoring_request_fee: number;
}

async function answer(ctx: Context): Promise<PaymentSettingsAnswer> {
  const centre = await centrePaymentSettings(ctx.db);
  return {
    online_bank_account_id: centre.bankAccountId,
    online_minimum_percent: centre.minimumPercent,
    tutoring_request_fee: fromMinorUnits(centre.tutoringRequestFee),
  };
}

export async function readPaymentSettings(ctx: Context): Promise<PaymentSettingsAnswer> {
  authorize(ctx, 'update', settingResource);
  return answer(ctx);
}

export async function savePaymentSettings(
  ctx: Context,
  body: Record<string, unknown>,
): Promise<PaymentSettingsAnswer> {
  await saveSettingsGroup(ctx, PAYMENT_SETTINGS_GROUP, body);
  return answer(ctx);
}
