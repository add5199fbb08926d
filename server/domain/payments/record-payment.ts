/**
 * Records a payment the provider confirmed, once: an order's here, a tutoring request's fee in
 * record-tutoring-request-fee.ts. The provider may deliver a notice more than once (retries,
 * replays): the payment row carries the provider's id of the payment, unique in the database, so
 * a second delivery finds the row, or, racing the first, fails on the unique key, and records
 * nothing. An order's row is written like any order payment (row-writes.ts): the payment rules
 * lock the order, refuse more than is due, and settle the order and its enrolment from all its
 * rows; the student and parents are told once it is committed.
 */
import type { Executor, Row } from '../../db/types';
import type { Context } from '../../resources/context';
import { ValidationError } from '../../resources/errors';
import { insertRow } from '../../resources/row-writes';
import { runAfterCreate } from '../../resources/served';
import { inWriteTransaction } from '../../resources/shared-transaction';
import { translateDbError } from '../../resources/db-errors';
import { centreNow } from '../scheduling/calendar';
import { lockOrder } from '../orders/settle';
import { centrePaymentSettings } from './centre-payment-settings';
import { forgetPaidPage } from './checkout-pages';
import type { ConfirmedPayment } from './provider';
import type { RecordOutcome } from './record-outcome';
import { recordTutoringRequestFee } from './record-tutoring-request-fee';
import { orderPayment } from '../../../resources/orders';

async function recordedBefore(db: Executor, providerPaymentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('order_payments')
    .select('id')
    .where('provider_payment_id', '=', providerPaymentId)
    .executeTakeFirst();
  return row !== undefined;
}

const isUniqueViolation = (error: unknown) =>
  error instanceof ValidationError && 'provider_payment_id' in error.errors;

async function recordOrderPayment(
  ctx: Context,
  orderId: number,
  payment: ConfirmedPayment,
): Promise<RecordOutcome> {
  if (await recordedBefore(ctx.db, payment.providerPaymentId)) return { outcome: 'duplicate' };
  const order = await ctx.db
    .selectFrom('orders')
    .select('id')
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return { outcome: 'refused', reason: `There is no order #${orderId}.` };
  const { bankAccountId } = await centrePaymentSettings(ctx.db);
  // Checkout refuses to start without it; removed since, the provider retries until it is back.
  if (bankAccountId === null)
    throw new Error('Online payment received with no account set for online payments');
  let record: Row | null;
  try {
    record = await inWriteTransaction(ctx, async (tx) => {
      await lockOrder(tx, ctx, orderId);
      // A delivery that waited for the lock finds the row the other one committed.
      if (await recordedBefore(tx, payment.providerPaymentId)) return null;
      const values: Row = {
        order_id: orderId,
        kind: 'payment',
        amount: payment.amount,
        date: centreNow().date,
        bank_account_id: bankAccountId,
        payment_type_id: null,
        reference: payment.providerPaymentId.slice(0, 100),
        note: null,
        provider_payment_id: payment.providerPaymentId,
      };
      return insertRow(tx, ctx, orderPayment, values);
    });
  } catch (error) {
    const translated = translateDbError(error, orderPayment);
    if (isUniqueViolation(translated)) return { outcome: 'duplicate' };
    if (translated instanceof ValidationError)
      return { outcome: 'refused', reason: translated.message };
    throw translated;
  }
  if (record === null) return { outcome: 'duplicate' };
  await runAfterCreate(ctx, orderPayment, record);
  return { outcome: 'recorded', paymentId: Number(record.id) };
}

/** `ctx` is the system's: the payer is not signed in to the provider's notice. */
export async function recordOnlinePayment(
  ctx: Context,
  payment: ConfirmedPayment,
): Promise<RecordOutcome> {
  const { purpose } = payment;
  const result =
    purpose.kind === 'order'
      ? await recordOrderPayment(ctx, purpose.orderId, payment)
      : await recordTutoringRequestFee(ctx, purpose.tutoringRequestId, payment);
  // Whatever came of it, the paid page's notice is handled: a new start need not wait for it.
  await forgetPaidPage(ctx.db, purpose, payment.checkoutId);
  return result;
}
