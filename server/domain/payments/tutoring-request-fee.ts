/**
 * The fee of a tutoring request sent from the public site (docs/DOMAIN.md "Tutoring request fee
 * paid online"). While the centre asks one (`payment.tutoring_request_fee` above 0) and online
 * payment is on (provider keys and the account for online payments), a request is stored awaiting
 * its fee, in the transaction that stores it, and the visitor is given the provider's page for it.
 * Without a fee, or with online payment off, the form works as it always did and answers no page.
 * Nothing is paid until the provider's webhook confirms it (record-tutoring-request-fee.ts).
 *
 * The request is kept when the provider cannot make the page: it is the centre's lead whether or
 * not its fee is paid, and a visitor told "failed" would send it again. The visitor gets the
 * reason and the fee's page in the app instead, where the fee can be paid later. That page, and
 * the provider's way back, name the request by a reference signed with the app key, so nobody
 * reads or pays another request's fee by counting ids.
 */
import type { PublicForm } from '../../../schema/public-api';
import type { Executor, Row } from '../../db/types';
import { translatorFor, type Language } from '../../i18n/translate';
import type { Context } from '../../resources/context';
import { HttpProblem, NotFoundError } from '../../resources/errors';
import { inWriteTransaction, withSharedTransaction } from '../../resources/shared-transaction';
import { updateRow } from '../../resources/row-writes';
import { hmacSha256Hex, safeEqual } from '../../realtime/crypto';
import { submitPublicForm } from '../../public-api/submit-form';
import { fromMinorUnits } from '../money';
import { centrePaymentSettings } from './centre-payment-settings';
import { EARLIER_PAGE_PAID, openOnlyCheckout } from './checkout-pages';
import { PaymentPageFailed, type PaymentProvider } from './provider';
import { OnlinePaymentOff } from './start-payment';
import { tutoringRequest } from '../../../resources/requests';

/** The fee a request sent now pays online (minor units), or null: no fee, or payment off. */
export async function tutoringRequestFeeDue(
  db: Executor,
  provider: PaymentProvider | undefined,
): Promise<number | null> {
  if (!provider) return null;
  const centre = await centrePaymentSettings(db);
  return centre.bankAccountId !== null && centre.tutoringRequestFee > 0
    ? centre.tutoringRequestFee
    : null;
}

/** What the public site is told of the fee: major units, 0 while none is asked online. */
export async function publicTutoringRequestFee(
  db: Executor,
  provider: PaymentProvider | undefined,
): Promise<{ fee: number }> {
  return { fee: fromMinorUnits((await tutoringRequestFeeDue(db, provider)) ?? 0) };
}

/** 128 bits of the signature: as hard to guess as a random token, and kept in no column. */
const SIGNATURE_HEX = 32;
const REFERENCE = /^(\d{1,15})-([0-9a-f]{32})$/;

const signatureOf = (appKey: string, id: number) =>
  hmacSha256Hex(appKey, `tutoring-request-fee:${id}`).slice(0, SIGNATURE_HEX);

/** The request's reference on its fee page and the provider's way back. */
export const feeReference = (appKey: string, id: number) => `${id}-${signatureOf(appKey, id)}`;

/** The request a reference names, or undefined for one the app key did not sign. */
export function requestIdOfReference(appKey: string, reference: string): number | undefined {
  const match = REFERENCE.exec(reference);
  if (!match) return undefined;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && safeEqual(match[2]!, signatureOf(appKey, id)) ? id : undefined;
}

/** The fee's page in the app, in the visitor's language (English unprefixed, as the app's paths). */
export function feePageUrl(
  ctx: Context,
  id: number,
  outcome?: 'paid' | 'cancelled',
  language: Language = ctx.language ?? 'en',
): string {
  const prefix = language === 'en' ? '' : `/${language}`;
  const page = `${ctx.settings.appUrl}${prefix}/tutoring-request-fee/${feeReference(ctx.settings.appKey, id)}`;
  return outcome ? `${page}?payment=${outcome}` : page;
}

const feeNotAwaiting = () =>
  new HttpProblem(409, translatorFor('en').t('payments.feeNotAwaiting'), {
    key: 'payments.feeNotAwaiting',
  });

/**
 * The provider's page for the request's fee (`amount`, minor units), named and sent back in the
 * visitor's language.
 */
async function feeCheckout(
  ctx: Context,
  provider: PaymentProvider,
  request: Row,
  amount: number,
): Promise<string> {
  const id = Number(request.id);
  const page = await openOnlyCheckout(ctx, provider, {
    purpose: { kind: 'tutoring_request', tutoringRequestId: id },
    reference: `#${id}`,
    amount,
    description: translatorFor(ctx.language ?? 'en').t('payments.feeLine', {
      student: String(request.student_name),
    }),
    successUrl: feePageUrl(ctx, id, 'paid'),
    cancelUrl: feePageUrl(ctx, id, 'cancelled'),
  });
  // Paid on the page opened before: its notice marks the fee paid, so it is paid already.
  if (page === EARLIER_PAGE_PAID) throw feeNotAwaiting();
  return page.url;
}

async function storeAwaitingFee(
  ctx: Context,
  form: PublicForm,
  body: Record<string, unknown>,
  fee: number,
): Promise<Row | null> {
  return withSharedTransaction(ctx, async (joined) => {
    const submitted = await submitPublicForm(joined, form, body);
    if (submitted.outcome === 'discarded') return { value: null, commit: true };
    const current = await joined.db
      .selectFrom('tutoring_requests')
      .selectAll()
      .where('id', '=', Number(submitted.record.id))
      .executeTakeFirstOrThrow();
    const awaiting = await inWriteTransaction(joined, (tx) =>
      updateRow(tx, joined, tutoringRequest, current, { fee_status: 'awaiting', fee }),
    );
    return { value: awaiting, commit: true };
  });
}

/** What the form's 201 adds while a fee is asked. */
export interface FeeAnswer {
  /** The provider's page; null when it could not be made (`payment_error` says so). */
  checkout_url?: string | null;
  /** The fee's page in the app, where its state shows and it can be paid later. */
  fee_url?: string;
  payment_error?: string;
}

/**
 * Stores the public form's tutoring request; answers the provider's page for its fee when one is
 * due now. A filled honeypot stores nothing and answers no page. `providerError` is the
 * provider's failure, for the caller's log; the visitor is told in `payment_error`.
 */
export async function submitTutoringRequest(
  ctx: Context,
  provider: PaymentProvider | undefined,
  form: PublicForm,
  body: Record<string, unknown>,
): Promise<{ answer: FeeAnswer; providerError?: unknown }> {
  const fee = await tutoringRequestFeeDue(ctx.db, provider);
  if (fee === null || !provider) {
    await submitPublicForm(ctx, form, body);
    return { answer: {} };
  }
  const request = await storeAwaitingFee(ctx, form, body, fee);
  if (request === null) return { answer: {} };
  const fee_url = feePageUrl(ctx, Number(request.id));
  try {
    return { answer: { checkout_url: await feeCheckout(ctx, provider, request, fee), fee_url } };
  } catch (providerError) {
    const payment_error = translatorFor(ctx.language ?? 'en').t('payments.feeProviderFailed');
    return { answer: { checkout_url: null, fee_url, payment_error }, providerError };
  }
}

/** The request a fee reference names; 404 for a reference not signed here or a request with no fee. */
async function requestOfReference(ctx: Context, reference: string): Promise<Row> {
  const id = requestIdOfReference(ctx.settings.appKey, reference);
  if (id === undefined) throw new NotFoundError();
  const row = await ctx.db
    .selectFrom('tutoring_requests')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row || row.fee_status === 'none' || row.fee === null) throw new NotFoundError();
  return row;
}

/** What the fee's page shows: the amount (major units) and whether it is paid; nothing personal. */
export async function tutoringRequestFeeState(
  ctx: Context,
  reference: string,
): Promise<{ fee: number; fee_status: 'awaiting' | 'paid' }> {
  const row = await requestOfReference(ctx, reference);
  return {
    fee: fromMinorUnits(Number(row.fee)),
    fee_status: row.fee_status === 'paid' ? 'paid' : 'awaiting',
  };
}

/**
 * A new provider page for a request still awaiting its fee, of the amount it was asked when sent.
 * 409 once it is paid or while online payment is off; 503 when the provider fails again.
 */
export async function retryTutoringRequestFee(
  ctx: Context,
  provider: PaymentProvider | undefined,
  reference: string,
): Promise<{ checkout_url: string }> {
  const request = await requestOfReference(ctx, reference);
  if (request.fee_status !== 'awaiting') throw feeNotAwaiting();
  if (!provider) throw new OnlinePaymentOff('payments.noProvider');
  if ((await centrePaymentSettings(ctx.db)).bankAccountId === null)
    throw new OnlinePaymentOff('payments.noAccount');
  try {
    // The stored row, in minor units: the amount the request was asked when it was sent.
    return { checkout_url: await feeCheckout(ctx, provider, request, Number(request.fee)) };
  } catch (providerError) {
    if (providerError instanceof HttpProblem) throw providerError;
    // The request stays awaiting its fee, to be paid later.
    throw new PaymentPageFailed('payments.feeProviderFailed', providerError);
  }
}
