/**
 * Recording an order payment or refund (the `order-payment` resource's hooks; rows are never
 * changed or deleted). A payment may not exceed what is due, a refund what is held (paid −
 * refunded). The order is locked while the row is recorded, its state recomputed from all its rows
 * with the new one (settle.ts), and the row takes the order's student. Once committed, the student
 * and their parents are told. A refund may not overdraw the account it is paid from.
 */
import type { RecordOf } from '../../../schema';
import type { orderPayment } from '../../../resources/orders';
import type { Executor, Row, Tx } from '../../db/types';
import type { Context } from '../../resources/context';
import { translatorFor } from '../../i18n/translate';
import { ValidationError, type FieldErrors } from '../../resources/errors';
import { refuseOverdraw } from '../finance/overdraw';
import type { ChangeOf, HooksOf } from '../../resources/hooks';
import type { PaymentRow } from './payment-state';
import { paymentRefusal } from './payment-refusal';
import { notifyPayment } from './payment-notice';
import { lockOrder, settleOrder, stateOf } from './settle';

type PaymentValues = Partial<RecordOf<typeof orderPayment>>;

function rowOf(values: PaymentValues): PaymentRow {
  return {
    kind: values.kind === 'refund' ? 'refund' : 'payment',
    amount: Number(values.amount),
    date: String(values.date),
  };
}

async function orderOf(db: Executor, values: PaymentValues): Promise<Row | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('id', '=', Number(values.order_id))
    .executeTakeFirst();
}

async function check(
  ctx: Context,
  db: Executor,
  { values }: ChangeOf<typeof orderPayment>,
): Promise<FieldErrors> {
  const order = await orderOf(db, values);
  if (!order) return {};
  const tr = translatorFor(ctx.language ?? 'en');
  const refusal = paymentRefusal(order, await stateOf(db, order), rowOf(values), tr);
  return refusal ? { amount: [refusal] } : {};
}

async function beforeSave(
  tx: Tx,
  ctx: Context,
  { values }: ChangeOf<typeof orderPayment>,
): Promise<void> {
  const order = await lockOrder(tx, ctx, Number(values.order_id));
  const row = rowOf(values);
  const tr = translatorFor(ctx.language ?? 'en');
  const refusal = paymentRefusal(order, await stateOf(tx, order), row, tr);
  if (refusal) throw ValidationError.field('amount', refusal);
  // A refund is money leaving the account: it may not overdraw it (finance/overdraw.ts).
  if (row.kind === 'refund')
    await refuseOverdraw(
      tx,
      { bankAccountId: Number(values.bank_account_id), amount: row.amount },
      tr,
    );
  values.student_id = Number(order.student_id);
  await settleOrder(tx, ctx, order, row);
}

export const paymentRules: HooksOf<typeof orderPayment> = {
  check,
  beforeSave,
  afterCreate: notifyPayment,
};
