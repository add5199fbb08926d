/**
 * The checkout form's live coupon feedback (`GET /api/order/coupon-check`): the discount and total
 * a code would give on a course, or the refusal checkout would answer, as the same 422 on
 * `coupon_code`. Nothing is written and no use is taken. Query: `code`, `course_id`, and
 * optionally `subtotal` (default: the course's price), `tax`, `other_cost` (major units).
 */
import type { Context } from '../../resources/context';
import { authorize } from '../../resources/access';
import { translatorFor, type Translator } from '../../i18n/translate';
import { ValidationError, type FieldErrors } from '../../resources/errors';
import { fromMinorUnits, toMinorUnits } from '../money';
import { centreNow } from '../scheduling/calendar';
import { couponRefusal } from './coupon-rules';
import { couponByCode } from './coupon-store';
import { couponDiscount, orderTotal } from './totals';
import { parseId } from '../../resources/input-bounds';
import { order } from '../../../resources/orders';

export interface CouponPreview {
  code: string;
  coupon_id: number;
  discount_type: 'fixed' | 'percent';
  subtotal: number;
  discount: number;
  total: number;
}

function amountParam(
  query: Record<string, unknown>,
  name: string,
  errors: FieldErrors,
  tr: Translator,
) {
  const value = query[name];
  if (value === undefined || value === '') return null;
  const minor = typeof value === 'string' ? toMinorUnits(value) : null;
  if (minor === null || minor < 0) {
    errors[name] = [tr.t('orders.amountParam', { attribute: name.replace('_', ' ') })];
    return null;
  }
  return minor;
}

export async function previewCoupon(
  ctx: Context,
  query: Record<string, unknown>,
): Promise<CouponPreview> {
  authorize(ctx, 'create', order);
  const tr = translatorFor(ctx.language ?? 'en');
  const errors: FieldErrors = {};
  const code = typeof query.code === 'string' ? query.code.trim() : '';
  if (code === '') errors.coupon_code = [tr.t('validation.required', { attribute: 'coupon code' })];
  const courseId = parseId(query.course_id);
  if (courseId === undefined)
    errors.course_id = [tr.t('validation.required', { attribute: 'course' })];
  const sentSubtotal = amountParam(query, 'subtotal', errors, tr);
  const tax = amountParam(query, 'tax', errors, tr) ?? 0;
  const otherCost = amountParam(query, 'other_cost', errors, tr) ?? 0;
  if (Object.keys(errors).length > 0 || courseId === undefined) throw new ValidationError(errors);
  const course = await ctx.db
    .selectFrom('courses')
    .select('price')
    .where('id', '=', courseId)
    .executeTakeFirst();
  if (!course)
    throw ValidationError.field('course_id', tr.t('validation.choice', { attribute: 'course' }));
  const subtotal = sentSubtotal ?? Number(course.price);
  const coupon = await couponByCode(ctx.db, code, tr);
  const refusal = couponRefusal(coupon, { courseId, subtotal, today: centreNow().date }, tr);
  if (refusal) throw ValidationError.field('coupon_code', refusal);
  const discount = couponDiscount(coupon.terms, subtotal);
  return {
    code: coupon.code,
    coupon_id: coupon.id,
    discount_type: coupon.terms.type,
    subtotal: fromMinorUnits(subtotal),
    discount: fromMinorUnits(discount),
    total: fromMinorUnits(orderTotal({ subtotal, tax, other_cost: otherCost, discount })),
  };
}
