import { defineConfig, devices } from '@playwright/test';
import { e2eStripe } from './tests/e2e/fake-stripe';

/**
 * Browser tests in Debian's Chromium against the real server (tests/e2e/serve.ts) on a fresh
 * SQLite database made for this run. `npm run test:e2e` builds the app first when it is stale;
 * the launcher does the same, so `npx playwright test` alone also works.
 */
const port = Number(process.env.E2E_PORT ?? 8199);
const baseURL = `http://127.0.0.1:${port}`;
const stripe = e2eStripe(port);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  // Each test makes its own records with unique names, so two workers cannot disturb each other.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  // The suite runs two browsers, the server and the build's readers on two shared cores: a page
  // that shows in 2 s alone has taken over 10 s there. A wait that fails is a failure all the same.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL,
    headless: true,
    locale: 'en-US',
    timezoneId: 'Asia/Dhaka',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: /mobile\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    {
      name: 'mobile',
      testMatch: /mobile\.spec\.ts$/,
      use: {
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    command: 'node --import tsx tests/e2e/serve.ts',
    url: `${baseURL}/auth/signin`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      // 'test' keeps a developer's .env (DATABASE_URL, SMTP…) out; demo users are still seeded.
      NODE_ENV: 'test',
      DATABASE_URL: '',
      // Online payment against the fake Stripe API the online payment spec starts.
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: `http://127.0.0.1:${stripe.port}`,
    },
  },
});
