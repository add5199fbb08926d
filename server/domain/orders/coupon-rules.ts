/**
 * Whether a coupon may be used on an order, as one pure rule: active, within its dates (centre
 * calendar dates, inclusive), uses left, the order's course (a coupon without a course fits any),
 * and the subtotal within its minimum and maximum spend. Answers the reason it may not, in words
 * the admin can act on, or null.
 */
import type { Translator } from '../../i18n/translate';
import { fromMinorUnits } from '../money';
import type { CouponTerms } from './totals';

export interface Coupon {
  id: number;
  code: string;
  terms: CouponTerms;
  courseId: number | null;
  /** The title of the coupon's course, to name it in a refusal. */
  courseTitle: string | null;
  validFrom: string | null;
  validTo: string | null;
  usageLimit: number | null;
  usedCount: number;
  minSpend: number | null;
  maxSpend: number | null;
  active: boolean;
}

export interface CouponUse {
  courseId: number;
  /** Minor units. */
  subtotal: number;
  /** The centre's date the order is made on, YYYY-MM-DD. */
  today: string;
}

/** What to hold a coupon to. An order that keeps the coupon it was made with is not refused
 *  later because the coupon has since expired or run out: only its course and spend still bind. */
export interface RuleSet {
  availability: boolean;
}

export function couponRefusal(
  coupon: Coupon,
  use: CouponUse,
  tr: Translator,
  { availability }: RuleSet = { availability: true },
): string | null {
  const { code } = coupon;
  if (availability) {
    if (!coupon.active) return tr.t('orders.couponInactive', { code });
    if (coupon.validFrom && use.today < coupon.validFrom)
      return tr.t('orders.couponNotYetValid', { code, date: tr.date(coupon.validFrom) });
    if (coupon.validTo && use.today > coupon.validTo)
      return tr.t('orders.couponExpired', { code, date: tr.date(coupon.validTo) });
    if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit)
      return tr.t('orders.couponUsedUp', {
        code,
        used: coupon.usedCount,
        limit: coupon.usageLimit,
      });
  }
  if (coupon.courseId !== null && coupon.courseId !== use.courseId)
    return coupon.courseTitle === null
      ? tr.t('orders.couponForCourseNo', { code, id: coupon.courseId })
      : tr.t('orders.couponForCourse', { code, course: coupon.courseTitle });
  if (coupon.minSpend !== null && use.subtotal < coupon.minSpend)
    return tr.t('orders.couponMinSpend', {
      code,
      amount: tr.amount(fromMinorUnits(coupon.minSpend)),
    });
  if (coupon.maxSpend !== null && use.subtotal > coupon.maxSpend)
    return tr.t('orders.couponMaxSpend', {
      code,
      amount: tr.amount(fromMinorUnits(coupon.maxSpend)),
    });
  return null;
}
