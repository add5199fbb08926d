/** The online payment provider the settings configure, or none: online payment is off. */
import type { OnlinePaymentSettings } from '../../config/online-payment-settings';
import type { PaymentProvider } from './provider';
import { stripeProvider } from './stripe-provider';

export function configuredProvider(settings: OnlinePaymentSettings): PaymentProvider | undefined {
  return settings.stripe ? stripeProvider(settings.stripe, settings.currency) : undefined;
}
