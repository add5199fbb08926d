/**
 * Stripe as the online payment provider, through the official SDK: one Checkout Session per
 * payment, carrying what it pays for in its metadata (`order_id` and `order_no` of an order,
 * `tutoring_request_id` and `reference` of a tutoring request's fee), and the
 * `checkout.session.completed` (or, for a payment method that settles later,
 * `checkout.session.async_payment_succeeded`) webhook, verified against the raw body with the
 * endpoint's signing secret. A session replaced by a newer one for the same payment is expired
 * (`POST /v1/checkout/sessions/{id}/expire`), so only the newest can be paid.
 */
import Stripe from 'stripe';
import type { StripeSettings } from '../../config/online-payment-settings';
import { parseId } from '../../resources/input-bounds';
import {
  BadWebhookSignature,
  type CheckoutClosing,
  type CheckoutPage,
  type CheckoutRequest,
  type ConfirmedPayment,
  type PaymentProvider,
  type PaymentPurpose,
} from './provider';

const PAID_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

function metadataOf(purpose: PaymentPurpose, reference: string): Record<string, string> {
  return purpose.kind === 'order'
    ? { order_id: String(purpose.orderId), order_no: reference }
    : { tutoring_request_id: String(purpose.tutoringRequestId), reference };
}

/** An order's session keeps the order's id as its reference, as before tutoring request fees. */
const clientReferenceOf = (purpose: PaymentPurpose) =>
  purpose.kind === 'order'
    ? String(purpose.orderId)
    : `tutoring-request-${purpose.tutoringRequestId}`;

function purposeOf(metadata: Stripe.Metadata | null): PaymentPurpose | null {
  const orderId = parseId(metadata?.order_id);
  if (orderId !== undefined) return { kind: 'order', orderId };
  const tutoringRequestId = parseId(metadata?.tutoring_request_id);
  if (tutoringRequestId !== undefined) return { kind: 'tutoring_request', tutoringRequestId };
  return null;
}

function confirmedPayment(session: Stripe.Checkout.Session): ConfirmedPayment | null {
  if (session.payment_status !== 'paid') return null;
  const purpose = purposeOf(session.metadata);
  if (purpose === null || session.amount_total === null) return null;
  const intent = session.payment_intent;
  return {
    purpose,
    amount: session.amount_total,
    // The payment's own id where Stripe made one; a session paid otherwise is its own payment.
    providerPaymentId: typeof intent === 'string' ? intent : (intent?.id ?? session.id),
    checkoutId: session.id,
  };
}

export function stripeProvider(settings: StripeSettings, currency: string): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...(settings.api ?? {}),
    maxNetworkRetries: 2,
  });
  return {
    name: 'stripe',
    async createCheckout(request: CheckoutRequest): Promise<CheckoutPage> {
      // The SDK gives its own retries an idempotency key, so a retried request makes no second session.
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: clientReferenceOf(request.purpose),
        metadata: metadataOf(request.purpose, request.reference),
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency,
              unit_amount: request.amount,
              product_data: { name: request.description },
            },
          },
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { id: session.id, url: session.url };
    },
    async expireCheckout(id: string): Promise<CheckoutClosing> {
      try {
        await stripe.checkout.sessions.expire(id);
        return 'closed';
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        if (error.statusCode === 404) return 'gone';
        // Stripe expires only an open session and says no alike for a complete and an expired
        // one; the session's own status tells them apart.
        const session = await stripe.checkout.sessions.retrieve(id);
        if (session.status === 'complete') return 'completed';
        if (session.status === 'expired') return 'gone';
        throw error;
      }
    },
    verifyWebhook(rawBody, headers) {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string') throw new BadWebhookSignature();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch {
        throw new BadWebhookSignature();
      }
      if (!PAID_EVENTS.has(event.type)) return null;
      return confirmedPayment(event.data.object as Stripe.Checkout.Session);
    },
  };
}
