/**
 * A learner paying online: whether online payment is on (`GET /api/online-payment/config`),
 * checkout of a course for a student (`POST /api/online-payment/checkout`: an order made through
 * the order resource's own hooks, as the back office makes one, then its first payment) and a
 * payment of an order already made (`POST /api/online-payment/order/{id}`). Each payment is one
 * page at the provider, the only one open for its order (checkout-pages.ts); nothing is
 * recorded until the provider's webhook confirms it (record-payment.ts). Only students and parents
 * pay online, each within their own orders (a student's own, a parent's children's); another
 * family's order is not found.
 */
import type { Row } from '../../db/types';
import { findScoped } from '../../resources/access';
import type { Context } from '../../resources/context';
import { translatorFor, type Translator } from '../../i18n/translate';
import { ForbiddenError, HttpProblem, ValidationError } from '../../resources/errors';
import { createRecord } from '../../resources/operations/create';
import { fromMinorUnits, toMinorUnits } from '../money';
import { stateOf } from '../orders/settle';
import { centrePaymentSettings } from './centre-payment-settings';
import { onlinePaymentAmount, onlinePaymentBounds } from './online-payment-amount';
import { EARLIER_PAGE_PAID, openOnlyCheckout } from './checkout-pages';
import { PaymentPageFailed, type CheckoutPage, type PaymentProvider } from './provider';
import { order as orders } from '../../../resources/orders';
import { student as students } from '../../../resources/people';

/** Online payment is not available here: no provider keys, or no account to record it to. */
export class OnlinePaymentOff extends HttpProblem {
  constructor(why: 'payments.noProvider' | 'payments.noAccount') {
    super(409, translatorFor('en').t(why), { key: why });
  }
}

export interface OnlinePaymentConfig {
  enabled: boolean;
  provider: string | null;
  /** The smallest online payment, as a share (1–100) of an order's total. */
  minimum_percent: number;
}

export interface StartedPayment {
  order_id: number;
  order_no: string;
  /** Major units. */
  amount: number;
  checkout_url: string;
}

export async function onlinePaymentConfig(
  ctx: Context,
  provider: PaymentProvider | undefined,
): Promise<OnlinePaymentConfig> {
  const centre = await centrePaymentSettings(ctx.db);
  const enabled = provider !== undefined && centre.bankAccountId !== null;
  return {
    enabled,
    provider: enabled ? provider.name : null,
    minimum_percent: centre.minimumPercent,
  };
}

function requireLearner(ctx: Context): 'student' | 'parent' {
  const kind = ctx.actor?.kind;
  if (kind !== 'student' && kind !== 'parent') throw new ForbiddenError();
  return kind;
}

function refuseUnknown(
  body: Record<string, unknown>,
  allowed: readonly string[],
  tr: Translator,
): void {
  const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
  if (unknown.length > 0)
    throw new ValidationError(
      Object.fromEntries(
        unknown.map((key) => [key, [tr.t('validation.prohibited', { attribute: key })]]),
      ),
    );
}

/** The provider, and the account the payment will be recorded to; refuses when online payment is off. */
async function readyToPay(
  ctx: Context,
  provider: PaymentProvider | undefined,
): Promise<{ provider: PaymentProvider; bankAccountId: number; minimumPercent: number }> {
  if (!provider) throw new OnlinePaymentOff('payments.noProvider');
  const centre = await centrePaymentSettings(ctx.db);
  if (centre.bankAccountId === null) throw new OnlinePaymentOff('payments.noAccount');
  return { provider, bankAccountId: centre.bankAccountId, minimumPercent: centre.minimumPercent };
}

function requestedAmount(raw: unknown, tr: Translator): number | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const minor = typeof raw === 'string' || typeof raw === 'number' ? toMinorUnits(raw) : null;
  if (minor === null || minor <= 0)
    throw ValidationError.field('amount', tr.t('orders.amountParam', { attribute: 'amount' }));
  return minor;
}

async function startPayment(
  ctx: Context,
  provider: PaymentProvider,
  order: Row,
  kind: 'student' | 'parent',
  { requested, minimumPercent }: { requested: number | undefined; minimumPercent: number },
): Promise<StartedPayment> {
  const tr = translatorFor(ctx.language ?? 'en');
  const orderNo = String(order.order_no);
  const { due } = await stateOf(ctx.db, order);
  if (due === 0) throw ValidationError.field('id', tr.t('orders.nothingDue', { number: orderNo }));
  const bounds = onlinePaymentBounds(Number(order.total), due, minimumPercent);
  const chosen = onlinePaymentAmount(requested, bounds);
  if ('refusal' in chosen)
    throw ValidationError.field(
      'amount',
      chosen.refusal === 'too_small'
        ? tr.t('payments.belowMinimum', {
            amount: tr.amount(fromMinorUnits(bounds.min)),
            number: orderNo,
          })
        : tr.t('orders.paymentAboveDue', {
            amount: tr.amount(fromMinorUnits(bounds.max)),
            number: orderNo,
          }),
    );
  const course = await ctx.db
    .selectFrom('courses')
    .select('title')
    .where('id', '=', Number(order.course_id))
    .executeTakeFirst();
  const back = `${ctx.settings.appUrl}/${kind}/payment`;
  let page: CheckoutPage | typeof EARLIER_PAGE_PAID;
  try {
    page = await openOnlyCheckout(ctx, provider, {
      purpose: { kind: 'order', orderId: Number(order.id) },
      reference: String(order.order_no),
      amount: chosen.amount,
      description: `${String(order.order_no)}: ${String(course?.title ?? '')}`.trim(),
      successUrl: `${back}?paid=${encodeURIComponent(String(order.order_no))}`,
      cancelUrl: back,
    });
  } catch (providerError) {
    if (providerError instanceof HttpProblem) throw providerError;
    throw new PaymentPageFailed('payments.checkoutFailed', providerError);
  }
  // Its payment is on its way; once recorded, what is still due (if any) can be paid.
  if (page === EARLIER_PAGE_PAID)
    throw new HttpProblem(409, tr.t('payments.earlierPagePaid', { number: orderNo }), {
      key: 'payments.earlierPagePaid',
      values: { number: orderNo },
    });
  return {
    order_id: Number(order.id),
    order_no: String(order.order_no),
    amount: fromMinorUnits(chosen.amount),
    checkout_url: page.url,
  };
}

/** `POST /api/online-payment/order/{id}`, body `{amount?}` (major units; default: all that is due). */
export async function payOrderOnline(
  ctx: Context,
  provider: PaymentProvider | undefined,
  orderId: number,
  body: Record<string, unknown>,
): Promise<StartedPayment> {
  const kind = requireLearner(ctx);
  const tr = translatorFor(ctx.language ?? 'en');
  refuseUnknown(body, ['amount'], tr);
  const order = await findScoped(ctx, ctx.db, orders, orderId);
  const ready = await readyToPay(ctx, provider);
  return startPayment(ctx, ready.provider, order, kind, {
    requested: requestedAmount(body.amount, tr),
    minimumPercent: ready.minimumPercent,
  });
}

/** The student the learner checks out for: a student themselves, a parent one of their children. */
async function learnerStudent(
  ctx: Context,
  kind: 'student' | 'parent',
  raw: unknown,
): Promise<number> {
  const given = raw === undefined || raw === null || raw === '' ? undefined : Number(raw);
  if (given === undefined && kind === 'student') {
    const own = await ctx.db
      .selectFrom('students')
      .select('id')
      .where('user_id', '=', ctx.actor!.id)
      .executeTakeFirst();
    if (own) return Number(own.id);
  }
  if (given === undefined || !Number.isSafeInteger(given))
    throw ValidationError.field(
      'student_id',
      translatorFor(ctx.language ?? 'en').t('payments.studentRequired'),
    );
  return Number((await findScoped(ctx, ctx.db, students, given)).id);
}

/**
 * `POST /api/online-payment/checkout`, body `{course_id, student_id?, coupon_code?, amount?}`:
 * the order, made as the back office makes one (price, coupon, seat and duplicate rules), and the
 * page of its first payment; a free order is paid at once and has none.
 */
export async function checkoutOnline(
  ctx: Context,
  provider: PaymentProvider | undefined,
  body: Record<string, unknown>,
): Promise<{ order: Row; payment: StartedPayment | null }> {
  const kind = requireLearner(ctx);
  const tr = translatorFor(ctx.language ?? 'en');
  refuseUnknown(body, ['course_id', 'student_id', 'coupon_code', 'amount'], tr);
  const ready = await readyToPay(ctx, provider);
  const requested = requestedAmount(body.amount, tr);
  const studentId = await learnerStudent(ctx, kind, body.student_id);
  // The learner may not make orders through the order resource; here the checkout is the
  // permission, and only the course and coupon are theirs to choose.
  const created = await createRecord(
    ctx,
    orders,
    { student_id: studentId, course_id: body.course_id, coupon_code: body.coupon_code ?? null },
    { trusted: true },
  );
  const order = await findScoped(ctx, ctx.db, orders, Number(created.id));
  if (order.payment_status === 'paid') return { order: created, payment: null };
  const payment = await startPayment(ctx, ready.provider, order, kind, {
    requested,
    minimumPercent: ready.minimumPercent,
  });
  return { order: created, payment };
}
