/**
 * What the app needs of an online payment provider: a hosted checkout page for one payment of an
 * order, and the provider's signed notice that a payment was made, verified. Each provider is one
 * module implementing this (stripe-provider.ts); the rest of online payment never names one.
 */
import { HttpProblem } from '../../resources/errors';

export interface CheckoutRequest {
  orderId: number;
  orderNo: string;
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

/** A payment the provider confirmed: which order, how much (minor units), and its own id. */
export interface ConfirmedPayment {
  orderId: number;
  amount: number;
  providerPaymentId: string;
}

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
