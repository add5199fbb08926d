/**
 * Checkout and later edits of an order (the `order` resource's hooks). At checkout the subtotal
 * defaults to the course's price and the date to the centre's today; the coupon is checked
 * (coupon-rules.ts) and one of its uses taken; discount and total are computed (totals.ts); the
 * order number is given (order-number.ts); the enrolment is found or made (enrolment.ts); and the
 * payment state follows, so a zero total is paid at once with no payment row ("free", docs/DOMAIN.md).
 *
 * Once a payment is recorded, the amounts (subtotal, tax, other cost, coupon) and the student and
 * course are what was paid for, and no longer change.
 */
import type { StoredRowOf } from '../../../schema';
import type { order } from '../../../resources/orders';
import type { Executor, Tx } from '../../db/types';
import type { Context } from '../../resources/context';
import { translatorFor, type Translator } from '../../i18n/translate';
import { ValidationError, type FieldErrors } from '../../resources/errors';
import type { ChangeOf, HooksOf } from '../../resources/hooks';
import { centreNow } from '../scheduling/calendar';
import { couponRefusal, type Coupon } from './coupon-rules';
import { couponByCode, couponById, giveCouponUseBack, takeCouponUse } from './coupon-store';
import { enrolmentLinkErrors, followOrder, linkEnrolment } from './enrolment';
import { newOrderNo } from './order-number';
import { paymentState } from './payment-state';
import { lockOrder, paymentRowsOf } from './settle';
import { couponDiscount, orderTotal } from './totals';

type OrderChange = ChangeOf<typeof order>;
type OrderRow = StoredRowOf<typeof order>;

const AMOUNT_FIELDS = ['subtotal', 'tax', 'other_cost', 'coupon_code'] as const;
const PAIR_FIELDS = ['student_id', 'course_id'] as const;

const normalCode = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
const idOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

function changedFields(
  change: OrderChange,
  fields: readonly (keyof OrderRow & keyof OrderChange['values'])[],
): string[] {
  const { values, current } = change;
  if (!current) return [];
  return fields.filter((name) => {
    if (!(name in values)) return false;
    const before = current[name];
    const after = values[name];
    if (name === 'coupon_code')
      return normalCode(before)?.toLowerCase() !== normalCode(after)?.toLowerCase();
    return String(before ?? '') !== String(after ?? '');
  });
}

const pairOf = (change: OrderChange) => {
  const next = { ...change.current, ...change.values };
  return { studentId: Number(next.student_id), courseId: Number(next.course_id) };
};

const isNewPair = (change: OrderChange) =>
  !change.current || changedFields(change, PAIR_FIELDS).length > 0;

async function coursePrice(db: Executor, courseId: number): Promise<number> {
  const course = await db
    .selectFrom('courses')
    .select('price')
    .where('id', '=', courseId)
    .executeTakeFirst();
  return Number(course?.price ?? 0);
}

/** The subtotal after the write: the one sent, the stored one, or the course's price. */
async function subtotalOf(db: Executor, change: OrderChange): Promise<number> {
  const { values, current } = change;
  const sent = 'subtotal' in values ? values.subtotal : current?.subtotal;
  if (sent !== null && sent !== undefined) return Number(sent);
  return coursePrice(db, pairOf(change).courseId);
}

/** Refusals for changing what has been paid for (on the fields changed). */
async function lockedErrors(
  db: Executor,
  change: OrderChange,
  tr: Translator,
): Promise<FieldErrors> {
  const { current } = change;
  if (!current) return {};
  const touched = [...changedFields(change, AMOUNT_FIELDS), ...changedFields(change, PAIR_FIELDS)];
  if (touched.length === 0) return {};
  const rows = await paymentRowsOf(db, current.id);
  if (rows.length === 0) return {};
  const message = tr.t('orders.paymentsRecorded', { number: String(current.order_no) });
  return Object.fromEntries(touched.map((field) => [field, [message]]));
}

/**
 * The coupon the order will carry, checked: a new code against every rule, the coupon the order
 * already holds against its course and spend only. Null when the order has no coupon.
 */
async function couponFor(
  db: Executor,
  change: OrderChange,
  subtotal: number,
  tr: Translator,
): Promise<{ coupon: Coupon; isNew: boolean } | null> {
  const { values, current } = change;
  const code = normalCode('coupon_code' in values ? values.coupon_code : current?.coupon_code);
  if (code === null) return null;
  const keptId = idOrNull(current?.coupon_id);
  const kept =
    keptId !== null && normalCode(current?.coupon_code)?.toLowerCase() === code.toLowerCase();
  const coupon = kept ? await couponById(db, keptId) : await couponByCode(db, code, tr);
  if (!coupon) throw ValidationError.field('coupon_code', tr.t('orders.noSuchCoupon', { code }));
  const refusal = couponRefusal(
    coupon,
    { courseId: pairOf(change).courseId, subtotal, today: centreNow().date },
    tr,
    { availability: !kept },
  );
  if (refusal) throw ValidationError.field('coupon_code', refusal);
  return { coupon, isNew: !kept };
}

async function check(ctx: Context, db: Executor, change: OrderChange): Promise<FieldErrors> {
  const tr = translatorFor(ctx.language ?? 'en');
  const locked = await lockedErrors(db, change, tr);
  if (Object.keys(locked).length > 0) return locked;
  const errors: FieldErrors = {};
  try {
    await couponFor(db, change, await subtotalOf(db, change), tr);
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    Object.assign(errors, error.errors);
  }
  if (isNewPair(change)) {
    const id = change.current ? Number(change.current.id) : undefined;
    Object.assign(errors, await enrolmentLinkErrors(ctx, db, pairOf(change), id));
  }
  return errors;
}

async function beforeSave(tx: Tx, ctx: Context, change: OrderChange): Promise<void> {
  const { values, current } = change;
  const tr = translatorFor(ctx.language ?? 'en');
  const locked = await lockedErrors(tx, change, tr);
  if (Object.keys(locked).length > 0) throw new ValidationError(locked);
  const today = centreNow().date;
  if (!current) values.ordered_at ??= today;
  else if ('ordered_at' in values && !values.ordered_at) values.ordered_at = current.ordered_at;
  const subtotal = await subtotalOf(tx, change);
  values.subtotal = subtotal;

  const chosen = await couponFor(tx, change, subtotal, tr);
  const heldId = idOrNull(current?.coupon_id);
  if (chosen?.isNew) await takeCouponUse(tx, ctx, chosen.coupon);
  if (heldId !== null && (chosen === null || chosen.isNew))
    await giveCouponUseBack(tx, ctx, heldId);
  values.coupon_id = chosen?.coupon.id ?? null;
  values.coupon_code = chosen?.coupon.code ?? null;

  const next = { ...current, ...values };
  const discount = chosen ? couponDiscount(chosen.coupon.terms, subtotal) : 0;
  const total = orderTotal({
    subtotal,
    tax: Number(next.tax ?? 0),
    other_cost: Number(next.other_cost ?? 0),
    discount,
  });
  values.discount = discount;
  values.total = total;

  if (!current) values.order_no = await newOrderNo(tx, ctx, today);
  if (isNewPair(change)) {
    const previous = idOrNull(current?.student_course_id);
    values.student_course_id = await linkEnrolment(tx, ctx, pairOf(change), {
      orderId: current?.id,
      startDate: String(values.ordered_at ?? next.ordered_at),
    });
    // The enrolment left behind is no longer paid for by this order.
    if (previous !== null && previous !== values.student_course_id)
      await followOrder(tx, ctx, previous, 'unpaid');
  }

  const rows = current ? await paymentRowsOf(tx, current.id) : [];
  const { due: _due, ...state } = paymentState(
    total,
    String(values.ordered_at ?? next.ordered_at),
    rows,
  );
  Object.assign(values, state);
  await followOrder(
    tx,
    ctx,
    idOrNull(values.student_course_id ?? next.student_course_id),
    state.payment_status,
  );
}

/** A paid order (a free one included) or one with any payment row stays; an unpaid one may go,
 *  and gives its coupon's use back. */
async function beforeDelete(tx: Tx, ctx: Context, stored: OrderRow): Promise<void> {
  const row = await lockOrder(tx, ctx, stored.id);
  const rows = await paymentRowsOf(tx, Number(row.id));
  const tr = translatorFor(ctx.language ?? 'en');
  const number = String(row.order_no);
  if (rows.length > 0)
    throw ValidationError.field('id', tr.t('orders.deleteWithPayments', { number }));
  if (row.payment_status === 'paid')
    throw ValidationError.field('id', tr.t('orders.deletePaid', { number }));
  const couponId = idOrNull(row.coupon_id);
  if (couponId !== null) await giveCouponUseBack(tx, ctx, couponId);
}

export const orderRules: HooksOf<typeof order> = { check, beforeSave, beforeDelete };
