import { describe, expect, it } from 'vitest';
import { readOnlinePaymentSettings } from './online-payment-settings';

describe('readOnlinePaymentSettings', () => {
  it('leaves online payment off with no keys, or with only one of the two', () => {
    expect(readOnlinePaymentSettings({})).toEqual({ stripe: undefined, currency: 'bdt' });
    expect(readOnlinePaymentSettings({ STRIPE_SECRET_KEY: 'sk_test_1' }).stripe).toBeUndefined();
    expect(readOnlinePaymentSettings({ STRIPE_WEBHOOK_SECRET: 'whsec_1' }).stripe).toBeUndefined();
  });

  it("turns it on with both keys, against Stripe's own API unless STRIPE_API_BASE names another", () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(readOnlinePaymentSettings(keys).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      api: undefined,
    });
    expect(
      readOnlinePaymentSettings({ ...keys, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).stripe?.api,
    ).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
    expect(
      readOnlinePaymentSettings({ ...keys, STRIPE_API_BASE: 'https://stripe.internal' }).stripe
        ?.api,
    ).toEqual({ host: 'stripe.internal', port: 443, protocol: 'https' });
  });

  it('refuses a base that is not an http(s) URL and a currency that is not a code', () => {
    const keys = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(() => readOnlinePaymentSettings({ ...keys, STRIPE_API_BASE: 'stripe' })).toThrow(
      /STRIPE_API_BASE/,
    );
    expect(() => readOnlinePaymentSettings({ ...keys, STRIPE_API_BASE: 'ftp://x' })).toThrow(
      /STRIPE_API_BASE/,
    );
    expect(readOnlinePaymentSettings({ STRIPE_CURRENCY: 'USD' }).currency).toBe('usd');
    expect(() => readOnlinePaymentSettings({ STRIPE_CURRENCY: 'taka' })).toThrow(/STRIPE_CURRENCY/);
  });
});
