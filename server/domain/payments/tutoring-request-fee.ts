/**
 * The fee of a tutoring request sent from the public site (docs/DOMAIN.md "Online payment").
 * While the centre asks one (`payment.tutoring_request_fee` above 0) and online payment is on
 * (provider keys and the account for online payments), a request is stored awaiting its fee, in
 * the transaction that stores it, and the visitor is given the provider's page for it. Without a
 * fee, or with online payment off, the form works as it always did and answers no page. Nothing
 * is paid until the provider's webhook confirms it (record-tutoring-request-fee.ts).
 */
import type { PublicForm } from '../../../schema/public-api';
import type { Executor, Row } from '../../db/types';
import type { Context } from '../../resources/context';
import { inWriteTransaction, withSharedTransaction } from '../../resources/shared-transaction';
import { updateRow } from '../../resources/row-writes';
import { submitPublicForm } from '../../public-api/submit-form';
import { fromMinorUnits } from '../money';
import { centrePaymentSettings } from './centre-payment-settings';
import type { PaymentProvider } from './provider';
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

/** Where the provider sends the payer back: the app, as an order's checkout does. */
const returnUrl = (appUrl: string, outcome: 'paid' | 'cancelled') =>
  `${appUrl}/?tutoring_request_fee=${outcome}`;

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

/**
 * Stores the public form's tutoring request; answers the provider's page for its fee when one is
 * due now. A filled honeypot stores nothing and answers no page.
 */
export async function submitTutoringRequest(
  ctx: Context,
  provider: PaymentProvider | undefined,
  form: PublicForm,
  body: Record<string, unknown>,
): Promise<{ checkout_url?: string }> {
  const fee = await tutoringRequestFeeDue(ctx.db, provider);
  if (fee === null || !provider) {
    await submitPublicForm(ctx, form, body);
    return {};
  }
  const request = await storeAwaitingFee(ctx, form, body, fee);
  if (request === null) return {};
  const id = Number(request.id);
  const page = await provider.createCheckout({
    purpose: { kind: 'tutoring_request', tutoringRequestId: id },
    reference: `#${id}`,
    amount: fee,
    description: `Tutoring request fee: ${String(request.student_name)}`,
    successUrl: returnUrl(ctx.settings.appUrl, 'paid'),
    cancelUrl: returnUrl(ctx.settings.appUrl, 'cancelled'),
  });
  return { checkout_url: page.url };
}
