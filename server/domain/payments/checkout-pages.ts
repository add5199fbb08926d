/**
 * One payable page per payment (docs/DOMAIN.md "One open page per payment"). A payer may open the
 * provider's page for the same order, or the same tutoring request's fee, more than once (two
 * tabs, the back button, a second click); each new page closes the one opened before it, so a
 * second payment cannot be made by accident. The owner's row records the provider's id of the page
 * opened last (`orders.checkout_id`, `tutoring_requests.fee_checkout_id`).
 *
 * No transaction is held open across a call to the provider: on SQLite that would hold the
 * database's write lock for as long as the provider takes, stopping every other write. Instead the
 * new page is recorded, under the owner's row lock (the payment rules' own lock), in place of
 * whatever page is recorded at that moment, and that page is closed. Two starts at once both
 * record, one after the other, and the second closes the first's page: every page made is either
 * the recorded one or closed by whoever replaced it.
 */
import type { Executor } from '../../db/types';
import type { Context } from '../../resources/context';
import { inWriteTransaction } from '../../resources/shared-transaction';
import { lockOrder } from '../orders/settle';
import type { CheckoutPage, CheckoutRequest, PaymentProvider, PaymentPurpose } from './provider';
import { lockRequest } from './record-tutoring-request-fee';

/** The page recorded for `purpose`, or null. */
async function recordedPage(db: Executor, purpose: PaymentPurpose): Promise<string | null> {
  const row =
    purpose.kind === 'order'
      ? await db
          .selectFrom('orders')
          .select('checkout_id as page')
          .where('id', '=', purpose.orderId)
          .executeTakeFirst()
      : await db
          .selectFrom('tutoring_requests')
          .select('fee_checkout_id as page')
          .where('id', '=', purpose.tutoringRequestId)
          .executeTakeFirst();
  return row?.page ?? null;
}

/**
 * Records `page` as `purpose`'s page when the recorded one is `expected` (any, when undefined);
 * answers whether it was. A conditional update: only the page it names is replaced.
 */
async function replacePage(
  db: Executor,
  purpose: PaymentPurpose,
  page: string | null,
  expected?: string,
): Promise<boolean> {
  const result =
    purpose.kind === 'order'
      ? await db
          .updateTable('orders')
          .set({ checkout_id: page })
          .where('id', '=', purpose.orderId)
          .$if(expected !== undefined, (q) => q.where('checkout_id', '=', expected!))
          .executeTakeFirst()
      : await db
          .updateTable('tutoring_requests')
          .set({ fee_checkout_id: page })
          .where('id', '=', purpose.tutoringRequestId)
          .$if(expected !== undefined, (q) => q.where('fee_checkout_id', '=', expected!))
          .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records `page` under the owner's row lock; answers the page it replaced. */
async function recordPage(
  ctx: Context,
  purpose: PaymentPurpose,
  page: string,
): Promise<string | null> {
  return inWriteTransaction(ctx, async (tx) => {
    if (purpose.kind === 'order') await lockOrder(tx, ctx, purpose.orderId);
    else await lockRequest(tx, ctx, purpose.tutoringRequestId);
    const replaced = await recordedPage(tx, purpose);
    await replacePage(tx, purpose, page);
    return replaced;
  });
}

/** An earlier page of the same payment was paid before it could be closed. */
export const EARLIER_PAGE_PAID = 'earlier_page_paid';

/**
 * A new provider page for `request`, with the page opened before it closed; or, when the payer
 * finished paying on that one first, no new page: its payment is recorded when its notice comes,
 * and paying again could only be refused and refunded. Throws when the provider fails; then no
 * new page was made, or the one made is recorded and closed by the next start.
 */
export async function openOnlyCheckout(
  ctx: Context,
  provider: PaymentProvider,
  request: CheckoutRequest,
): Promise<CheckoutPage | typeof EARLIER_PAGE_PAID> {
  const { purpose } = request;
  const earlier = await recordedPage(ctx.db, purpose);
  if (earlier !== null && (await provider.expireCheckout(earlier)) === 'completed')
    return EARLIER_PAGE_PAID;
  const page = await provider.createCheckout(request);
  const replaced = await recordPage(ctx, purpose, page.id);
  // Another start recorded its page between our read and our write: ours replaced it, so ours
  // closes it.
  if (replaced === null || replaced === earlier) return page;
  if ((await provider.expireCheckout(replaced)) !== 'completed') return page;
  // That page was paid meanwhile: ours closes too. It is not recorded again in place of ours: its
  // notice may have come and gone already, and would then never clear it.
  await provider.expireCheckout(page.id);
  return EARLIER_PAGE_PAID;
}

/**
 * A paid page's notice was handled: the page is no longer recorded, so that the payer can pay
 * what is still due (a part payment) on a new one. Only that page: a newer one stays recorded.
 */
export async function forgetPaidPage(db: Executor, purpose: PaymentPurpose, page: string) {
  await replacePage(db, purpose, null, page);
}
