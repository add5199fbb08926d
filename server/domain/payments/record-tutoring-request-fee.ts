/**
 * Records a tutoring request's fee the provider confirmed, once (docs/DOMAIN.md "Online
 * payment"). The money is an additional income to the account for online payments, written
 * through row-writes like any income, so bank balances, ledgers and the finance report count it;
 * the request then shows the fee paid, naming that income and the provider's payment id. That id
 * is unique among requests: a notice delivered again finds it, or, racing the first, fails on the
 * unique key and takes its income row with it, and nothing more is recorded.
 */
import type { Executor, Row, Tx } from '../../db/types';
import type { Context } from '../../resources/context';
import { NotFoundError, ValidationError } from '../../resources/errors';
import { translateDbError } from '../../resources/db-errors';
import { recordOf } from '../../resources/operations/show';
import { insertRow, updateRow } from '../../resources/row-writes';
import { runAfterCreate, runAfterUpdate } from '../../resources/served';
import { inWriteTransaction } from '../../resources/shared-transaction';
import { translatorFor } from '../../i18n/translate';
import { centreNow } from '../scheduling/calendar';
import { centrePaymentSettings } from './centre-payment-settings';
import type { ConfirmedPayment } from './provider';
import type { RecordOutcome } from './record-outcome';
import type { AppLocale } from '../../../schema/preferences';
import { additionalIncome } from '../../../resources/finance';
import { tutoringRequest } from '../../../resources/requests';

/**
 * The income's title: which request the money came with, as the finance screens list it. It is
 * the centre's record, read alike by every reader of its ledger, so it is in the centre's
 * language, whatever language the visitor paid in.
 */
const TITLE_MAX = 150;
export const feeIncomeTitle = (request: Row, language: AppLocale) =>
  translatorFor(language)
    .t('payments.feeIncomeTitle', {
      id: String(request.id),
      student: String(request.student_name),
    })
    .slice(0, TITLE_MAX);

async function recordedBefore(db: Executor, providerPaymentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('tutoring_requests')
    .select('id')
    .where('fee_payment_id', '=', providerPaymentId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The request's row, locked against its fee's other writes until the transaction ends (PostgreSQL). */
export async function lockRequest(tx: Tx, ctx: Context, id: number): Promise<Row> {
  let query = tx.selectFrom('tutoring_requests').selectAll().where('id', '=', id);
  if (ctx.dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}

type Written = { income: Row; before: Row; after: Row };
type Attempt = Written | { duplicate: true } | { refused: string };

const isUniqueViolation = (error: unknown) =>
  error instanceof ValidationError && 'fee_payment_id' in error.errors;

/** `ctx` is the system's: the payer is not signed in to the provider's notice. */
export async function recordTutoringRequestFee(
  ctx: Context,
  requestId: number,
  payment: ConfirmedPayment,
): Promise<RecordOutcome> {
  if (await recordedBefore(ctx.db, payment.providerPaymentId)) return { outcome: 'duplicate' };
  const { bankAccountId } = await centrePaymentSettings(ctx.db);
  // Checkout is only offered with it; removed since, the provider retries until it is back.
  if (bankAccountId === null)
    throw new Error('Online payment received with no account set for online payments');
  let attempt: Attempt;
  try {
    attempt = await inWriteTransaction(ctx, async (tx): Promise<Attempt> => {
      const current = await lockRequest(tx, ctx, requestId);
      // A delivery that waited for the lock finds what the other one committed.
      if (current.fee_payment_id === payment.providerPaymentId) return { duplicate: true };
      if (current.fee_status !== 'awaiting')
        return { refused: `Tutoring request #${requestId} is not awaiting its fee.` };
      const income = await insertRow(tx, ctx, additionalIncome, {
        title: feeIncomeTitle(current, ctx.settings.centreLanguage),
        amount: payment.amount,
        date: centreNow().date,
        bank_account_id: bankAccountId,
        payment_type_id: null,
        note: null,
      });
      const after = await updateRow(tx, ctx, tutoringRequest, current, {
        fee_status: 'paid',
        fee_payment_id: payment.providerPaymentId,
        fee_income_id: Number(income.id),
      });
      return { income, before: await recordOf(tx, tutoringRequest, current), after };
    });
  } catch (error) {
    if (error instanceof NotFoundError)
      return { outcome: 'refused', reason: `There is no tutoring request #${requestId}.` };
    const translated = translateDbError(error, tutoringRequest);
    if (isUniqueViolation(translated)) return { outcome: 'duplicate' };
    throw translated;
  }
  if ('duplicate' in attempt) return { outcome: 'duplicate' };
  if ('refused' in attempt) return { outcome: 'refused', reason: attempt.refused };
  await runAfterCreate(ctx, additionalIncome, attempt.income);
  await runAfterUpdate(ctx, tutoringRequest, attempt.before, attempt.after);
  return { outcome: 'recorded', paymentId: Number(attempt.income.id) };
}
