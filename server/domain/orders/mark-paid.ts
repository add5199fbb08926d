/**
 * "Mark paid" (`POST /api/order/{id}/pay`): records one payment of exactly what is due, through the
 * order-payment resource (its checks, hooks and notices), on the account and method given or the
 * order's own. Body `{date?, bank_account_id?, payment_type_id?, reference?}`; the date defaults to
 * the centre's today.
 */
import type { Row } from '../../db/types';
import { authorize, findScoped } from '../../resources/access';
import type { Context } from '../../resources/context';
import { translatorFor } from '../../i18n/translate';
import { ValidationError } from '../../resources/errors';
import { createRecord } from '../../resources/operations/create';
import { fromMinorUnits } from '../money';
import { centreNow } from '../scheduling/calendar';
import { stateOf } from './settle';
import { order as orders, orderPayment } from '../../../resources/orders';

const ALLOWED = ['date', 'bank_account_id', 'payment_type_id', 'reference'];

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

export async function markOrderPaid(
  ctx: Context,
  orderId: number,
  body: Record<string, unknown>,
): Promise<Row> {
  authorize(ctx, 'create', orderPayment);
  const tr = translatorFor(ctx.language ?? 'en');
  const unknown = Object.keys(body).filter((key) => !ALLOWED.includes(key));
  if (unknown.length > 0)
    throw new ValidationError(
      Object.fromEntries(
        unknown.map((key) => [key, [tr.t('validation.prohibited', { attribute: key })]]),
      ),
    );
  const order = await findScoped(ctx, ctx.db, orders, orderId);
  const { due } = await stateOf(ctx.db, order);
  if (due === 0)
    throw ValidationError.field(
      'id',
      tr.t('orders.nothingDue', { number: String(order.order_no) }),
    );
  const bankAccount = given(body.bank_account_id) ? body.bank_account_id : order.bank_account_id;
  if (!given(bankAccount))
    throw ValidationError.field('bank_account_id', tr.t('orders.noBankAccount'));
  const paymentType = given(body.payment_type_id) ? body.payment_type_id : order.payment_type_id;
  return createRecord(ctx, orderPayment, {
    order_id: orderId,
    kind: 'payment',
    amount: fromMinorUnits(due),
    date: given(body.date) ? body.date : centreNow().date,
    bank_account_id: bankAccount,
    payment_type_id: given(paymentType) ? paymentType : null,
    reference: given(body.reference) ? body.reference : (order.payment_reference ?? null),
  });
}
