/**
 * The payment settings screen (`GET` / `PUT /api/payment-settings`): the account online payments
 * are recorded to (empty: online payment off), the minimum part payment as a whole percent of an
 * order's total (1–100) and the tutoring request fee (major units in the API, minor units in the
 * `payment` settings group; 0: no fee). Only those who may change settings read or save it; each
 * value is checked here, refused as a 422 field error in the request's language, and the rows
 * are written through the settings resource in one transaction, audited like any other.
 */
import { authorize } from '../../resources/access';
import type { Context } from '../../resources/context';
import { ValidationError, type FieldErrors } from '../../resources/errors';
import { createRecord } from '../../resources/operations/create';
import { updateRecord } from '../../resources/operations/update';
import { withSharedTransaction } from '../../resources/shared-transaction';
import { translatorFor, type Translator } from '../../i18n/translate';
import { fromMinorUnits, toMinorUnits } from '../money';
import { centrePaymentSettings, PAYMENT_SETTINGS_GROUP } from './centre-payment-settings';
import { setting as settingResource } from '../../../resources/settings';

export const PAYMENT_SETTING_NAMES = [
  'online_bank_account_id',
  'online_minimum_percent',
  'tutoring_request_fee',
] as const;
type Name = (typeof PAYMENT_SETTING_NAMES)[number];

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

/** The label as the screen shows it, ready to stand mid-sentence. */
function attribute(tr: Translator, name: string): string {
  const label = tr.text(`app.payments.settings.fields.${name}`) ?? name;
  return tr.language === 'en' ? label.charAt(0).toLowerCase() + label.slice(1) : label;
}

const text = (raw: unknown) =>
  typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : undefined;

type Checked = { value: string } | { error: string };

async function checkValue(
  ctx: Context,
  tr: Translator,
  name: Name,
  raw: unknown,
): Promise<Checked> {
  const value = raw === null ? '' : text(raw);
  const values = { attribute: attribute(tr, name) };
  if (value === undefined) return { error: tr.t('validation.string', values) };
  if (name === 'online_bank_account_id') {
    if (value === '') return { value };
    const found = /^\d{1,9}$/.test(value)
      ? await ctx.db
          .selectFrom('bank_accounts')
          .select('id')
          .where('id', '=', Number(value))
          .executeTakeFirst()
      : undefined;
    return found ? { value: String(found.id) } : { error: tr.t('validation.choice', values) };
  }
  if (name === 'online_minimum_percent') {
    if (!/^-?\d+$/.test(value)) return { error: tr.t('validation.integer', values) };
    const percent = Number(value);
    if (percent < 1) return { error: tr.t('validation.min', { ...values, min: 1 }) };
    if (percent > 100) return { error: tr.t('validation.max', { ...values, max: 100 }) };
    return { value: String(percent) };
  }
  const minor = toMinorUnits(value === '' ? '0' : value);
  if (minor === null)
    return {
      error: tr.t(
        /^-?\d+(\.\d*)?$/.test(value) ? 'validation.amountDecimals' : 'validation.amount',
        values,
      ),
    };
  if (minor < 0) return { error: tr.t('validation.min', { ...values, min: 0 }) };
  return { value: String(minor) };
}

/** Saves the settings sent (any of the three); answers all three as they now are. */
export async function savePaymentSettings(
  ctx: Context,
  body: Record<string, unknown>,
): Promise<PaymentSettingsAnswer> {
  authorize(ctx, 'update', settingResource);
  const tr = translatorFor(ctx.language ?? 'en');
  const errors: FieldErrors = {};
  const checked = new Map<Name, string>();
  for (const [name, raw] of Object.entries(body)) {
    if (!(PAYMENT_SETTING_NAMES as readonly string[]).includes(name)) {
      errors[name] = [tr.t('validation.prohibited', { attribute: attribute(tr, name) })];
      continue;
    }
    const result = await checkValue(ctx, tr, name as Name, raw);
    if ('error' in result) errors[name] = [result.error];
    else checked.set(name as Name, result.value);
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  const existing = await ctx.db
    .selectFrom('settings')
    .select(['id', 'name', 'value'])
    .where('group', '=', PAYMENT_SETTINGS_GROUP)
    .execute();
  const byName = new Map(existing.map((row) => [String(row.name), row]));
  await withSharedTransaction(ctx, async (joined) => {
    for (const [name, value] of checked) {
      const row = byName.get(name);
      if (!row)
        await createRecord(joined, settingResource, {
          group: PAYMENT_SETTINGS_GROUP,
          name,
          value,
        });
      else if (row.value !== value)
        await updateRecord(joined, settingResource, Number(row.id), { value });
    }
    return { value: undefined, commit: true };
  });
  return answer(ctx);
}
