/**
 * Online payment settings, read from the environment beside the others in env.ts; `.env.example`
 * documents each. Online payment is off unless both Stripe keys are set: without them the
 * checkout answers that it is off and the app hides the button.
 */

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Another server speaking Stripe's API (a test server) instead of api.stripe.com. */
  api: { host: string; port: number; protocol: 'http' | 'https' } | undefined;
}

export interface OnlinePaymentSettings {
  stripe: StripeSettings | undefined;
  /** ISO 4217 code, lower case, that checkout sessions charge in. */
  currency: string;
}

function apiBase(raw: string | undefined): StripeSettings['api'] {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('STRIPE_API_BASE must be a URL such as https://api.stripe.com');
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error('STRIPE_API_BASE must be an http(s) URL');
  const port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443;
  return { host: url.hostname, port, protocol };
}

export function readOnlinePaymentSettings(
  env: NodeJS.ProcessEnv = process.env,
): OnlinePaymentSettings {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() ?? '';
  const currency = (env.STRIPE_CURRENCY?.trim() || 'bdt').toLowerCase();
  if (!/^[a-z]{3}$/.test(currency)) throw new Error('STRIPE_CURRENCY must be a three-letter code');
  return {
    stripe:
      secretKey && webhookSecret
        ? { secretKey, webhookSecret, api: apiBase(env.STRIPE_API_BASE?.trim()) }
        : undefined,
    currency,
  };
}
