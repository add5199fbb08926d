/**
 * Where the browser tests' server reaches Stripe: a fake Stripe API (tests/support/stripe-api.ts)
 * that the online payment spec starts on the port after the app's, with these keys. The server
 * is given them in playwright.config.ts.
 */
export const e2eStripe = (appPort: number) => ({
  port: appPort + 1,
  secretKey: 'sk_test_e2e',
  webhookSecret: 'whsec_e2e',
});
