/**
 * Brings an order's paid amounts, status and paid date in line with all its payment rows, in the
 * caller's transaction, and its enrolment's payment status with the order. The one place those
 * columns are written after checkout.
 */
import type { Executor, Row, Tx } from '../../db/types';
import type { Context } from '../../resources/context';
import { NotFoundError } from '../../resources/errors';
import { saveRow } from '../../resources/row-writes';
import { followOrder } from './enrolment';
import { paymentState, type PaymentRow, type PaymentState } from './payment-state';
import { order as orders } from '../../../resources/orders';

export async function paymentRowsOf(db: Executor, orderId: number): Promise<PaymentRow[]> {
  const rows = await db
    .selectFrom('order_payments')
    .select(['kind', 'amount', 'date'])
    .where('order_id', '=', orderId)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({
    kind: r.kind === 'refund' ? 'refund' : 'payment',
    amount: Number(r.amount),
    date: String(r.date),
  }));
}

/** The order row, locked against other payments until the transaction ends (PostgreSQL). */
export async function lockOrder(tx: Tx, ctx: Context, orderId: number): Promise<Row> {
  let query = tx.selectFrom('orders').selectAll().where('id', '=', orderId);
  if (ctx.dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}

/** The state of a stored order with its stored rows, and `extra` (a row being recorded). */
export async function stateOf(db: Executor, order: Row, extra?: PaymentRow): Promise<PaymentState> {
  const rows = await paymentRowsOf(db, Number(order.id));
  return paymentState(
    Number(order.total),
    String(order.ordered_at),
    extra ? [...rows, extra] : rows,
  );
}

/** Writes the state `rows` give (the stored rows plus one being recorded, when given). */
export async function settleOrder(
  tx: Tx,
  ctx: Context,
  order: Row,
  extra?: PaymentRow,
): Promise<PaymentState> {
  const state = await stateOf(tx, order, extra);
  const { due: _due, ...columns } = state;
  const changed = (Object.keys(columns) as (keyof typeof columns)[]).some(
    (key) => String(order[key] ?? '') !== String(columns[key] ?? ''),
  );
  // Settling is part of a payment's before-save hook; the order's own hooks are for a clerk's change.
  if (changed) await saveRow(tx, ctx, orders, columns, order, { hooks: false });
  const enrolmentId =
    order.student_course_id === null || order.student_course_id === undefined
      ? null
      : Number(order.student_course_id);
  await followOrder(tx, ctx, enrolmentId, state.payment_status);
  return state;
}
