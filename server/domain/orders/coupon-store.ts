/**
 * Coupons as checkout reads and spends them. A use is taken by one conditional UPDATE
 * (`used_count < usage_limit`) inside the order's transaction: of two checkouts racing for the last
 * use, the database lets one row change and the other finds none, and is refused. A use is given
 * back when an unpaid order lets its coupon go (deleted, or its code changed).
 */
import { sql } from 'kysely';
import { coupon as couponResource } from '../../../resources/courses';
import type { Executor, Row, Tx } from '../../db/types';
import type { Context } from '../../resources/context';
import { translatorFor, type Translator } from '../../i18n/translate';
import { ValidationError } from '../../resources/errors';
import { updateRow } from '../../resources/row-writes';
import type { Coupon } from './coupon-rules';

const optionalNumber = (value: unknown) =>
  value === null || value === undefined ? null : Number(value);
const optionalText = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : String(value);

function couponFrom(row: Row): Coupon {
  return {
    id: Number(row.id),
    code: String(row.code),
    terms: {
      type: row.discount_type === 'fixed' ? 'fixed' : 'percent',
      value: Number(row.discount_value),
    },
    courseId: optionalNumber(row.course_id),
    courseTitle: optionalText(row.course_title),
    validFrom: optionalText(row.valid_from),
    validTo: optionalText(row.valid_to),
    usageLimit: optionalNumber(row.usage_limit),
    usedCount: Number(row.used_count ?? 0),
    minSpend: optionalNumber(row.min_spend),
    maxSpend: optionalNumber(row.max_spend),
    active: Number(row.is_active) === 1 || row.is_active === true,
  };
}

const selectCoupons = (db: Executor) =>
  db
    .selectFrom('coupons')
    .leftJoin('courses', 'courses.id', 'coupons.course_id')
    .selectAll('coupons')
    .select('courses.title as course_title');

/** The coupon a code names, whatever its letter case; 422 on `coupon_code` when there is none. */
export async function couponByCode(db: Executor, code: string, tr: Translator): Promise<Coupon> {
  const row = await selectCoupons(db)
    .where(sql<string>`lower(coupons.code)`, '=', code.trim().toLowerCase())
    .executeTakeFirst();
  if (!row)
    throw ValidationError.field('coupon_code', tr.t('orders.noSuchCoupon', { code: code.trim() }));
  return couponFrom(row);
}

export async function couponById(db: Executor, id: number): Promise<Coupon | undefined> {
  const row = await selectCoupons(db).where('coupons.id', '=', id).executeTakeFirst();
  return row ? couponFrom(row) : undefined;
}

/**
 * The stored coupon row, locked until the order's transaction ends on PostgreSQL, so that two
 * orders count their uses one after the other (SQLite runs one write transaction at a time).
 */
async function lockedCoupon(tx: Tx, ctx: Context, id: number): Promise<Row | undefined> {
  let query = tx.selectFrom('coupons').selectAll().where('id', '=', id);
  if (ctx.dialect === 'postgres') query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Takes one use of the coupon, or refuses when its last use went to another order meanwhile. */
export async function takeCouponUse(tx: Tx, ctx: Context, coupon: Coupon): Promise<void> {
  const stored = await lockedCoupon(tx, ctx, coupon.id);
  const used = stored ? Number(stored.used_count) : (coupon.usageLimit ?? 0);
  const limit = stored?.usage_limit;
  if (stored && (limit === null || limit === undefined || used < Number(limit))) {
    await updateRow(tx, ctx, couponResource, stored, { used_count: used + 1 });
    return;
  }
  throw ValidationError.field(
    'coupon_code',
    translatorFor(ctx.language ?? 'en').t('orders.couponUsedUp', {
      code: coupon.code,
      used,
      limit: coupon.usageLimit ?? String(null),
    }),
  );
}

export async function giveCouponUseBack(tx: Tx, ctx: Context, couponId: number): Promise<void> {
  const stored = await lockedCoupon(tx, ctx, couponId);
  if (stored && Number(stored.used_count) > 0)
    await updateRow(tx, ctx, couponResource, stored, { used_count: Number(stored.used_count) - 1 });
}
