/**
 * What the app needs of an online payment provider: a hosted checkout page for one payment (of an
 * order, or of a tutoring request's fee), and the provider's signed notice that a payment was
 * made, verified. Each provider is one module implementing this (stripe-provider.ts); the rest of
 * online payment never names one.
 */
import { translatorFor } from '../../i18n/translate';
import { HttpProblem } from '../../resources/errors';

/**
 * The provider failed making a payment page, or closing the one before: nothing new can be paid.
 * The provider's error is logged with the answer (server/http/plugins/errors.ts), never shown.
 */
export class PaymentPageFailed extends HttpProblem {
  constructor(
    key: 'payments.checkoutFailed' | 'payments.feeProviderFailed',
    providerError: unknown,
  ) {
    super(503, translatorFor('en').t(key), { key }, providerError);
  }
}

/** What one payment pays for; the provider carries it from the checkout to its notice. */
export type PaymentPurpose =
  { kind: 'order'; orderId: number } | { kind: 'tutoring_request'; tutoringRequestId: number };

export interface CheckoutRequest {
  purpose: PaymentPurpose;
  /** The payer's reference of what they pay, shown by the provider (an order's number). */
  reference: string;
  /** What this payment pays, in minor units. */
  amount: number;
  /** The line the payer sees on the provider's page. */
  description: string;
  /** Where the provider sends the payer back after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutPage {
  /** The provider's id of the checkout. */
  id: string;
  /** The provider's payment page the payer is sent to. */
  url: string;
}

/**
 * A payment the provider confirmed: what it paid for, how much (minor units), its own id, and the
 * checkout page it was made on.
 */
export interface ConfirmedPayment {
  purpose: PaymentPurpose;
  amount: number;
  providerPaymentId: string;
  checkoutId: string;
}

/**
 * What closing a checkout page came to: `closed`, it can no longer be paid; `completed`, the payer
 * finished paying on it first (its notice records the payment); `gone`, the provider has it closed
 * already (it expired) or does not know it, so there was nothing to close.
 */
export type CheckoutClosing = 'closed' | 'completed' | 'gone';

/** A webhook whose signature does not verify: answered 400, and nothing is recorded. */
export class BadWebhookSignature extends HttpProblem {
  constructor() {
    super(400, 'The webhook signature is not valid.');
  }
}

export interface PaymentProvider {
  /** Names the provider in the webhook's path and the payment rows' notes. */
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutPage>;
  /** Closes the page `id` so that it can no longer be paid; throws when the provider fails. */
  expireCheckout(id: string): Promise<CheckoutClosing>;
  /**
   * The payment a webhook reports, once its signature over the raw body is verified; null for a
   * genuine notice that records no payment (another event, or one not paid yet). Throws
   * BadWebhookSignature when the notice is not the provider's.
   */
  verifyWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): ConfirmedPayment | null;
}
