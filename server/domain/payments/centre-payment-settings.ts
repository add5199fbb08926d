/**
 * The centre's online payment settings, rows of the `payment` settings group: the bank account
 * online payments are recorded to (`online_bank_account_id`, for orders that name none) and the
 * minimum part payment (`online_minimum_percent`, a share of the order's total from 1 to 100;
 * missing or not a whole number in range: 100, so nobody pays in parts unless the centre says so)
 * and the fee of a tutoring request from the public site (`tutoring_request_fee`, minor units;
 * missing or 0: no fee).
 */
import type { Executor } from '../../db/types';

export const PAYMENT_SETTINGS_GROUP = 'payment';
export const DEFAULT_MINIMUM_PERCENT = 100;

export interface CentrePaymentSettings {
  bankAccountId: number | null;
  minimumPercent: number;
  /** Minor units; 0 when there is no fee. */
  tutoringRequestFee: number;
}

function wholeIn(raw: unknown, min: number, max: number): number | null {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

export async function centrePaymentSettings(db: Executor): Promise<CentrePaymentSettings> {
  const rows = await db
    .selectFrom('settings')
    .select(['name', 'value'])
    .where('group', '=', PAYMENT_SETTINGS_GROUP)
    .execute();
  const value = (name: string) => rows.find((row) => row.name === name)?.value;
  return {
    bankAccountId: wholeIn(value('online_bank_account_id'), 1, Number.MAX_SAFE_INTEGER),
    minimumPercent: wholeIn(value('online_minimum_percent'), 1, 100) ?? DEFAULT_MINIMUM_PERCENT,
    tutoringRequestFee: wholeIn(value('tutoring_request_fee'), 0, Number.MAX_SAFE_INTEGER) ?? 0,
  };
}
