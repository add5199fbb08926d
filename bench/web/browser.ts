/**
 * Debian's Chromium driven by playwright-core, launched as the browser tests launch it, and the
 * browser contexts the bench navigates in: desktop size, English, and for a signed-in screen the
 * API token where the app's auth provider reads it (localStorage `auth_token` / `auth_user`, the
 * fast path of tests/e2e/fixtures.ts).
 */
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import type { Session } from './api';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    timeout: 60_000,
  });
}

/** A new context: its own empty HTTP cache, so its first navigation is a cold one. */
export function newContext(
  browser: Browser,
  origin: string,
  session: Session | null,
): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'en-US',
    timezoneId: 'Asia/Dhaka',
    serviceWorkers: 'block',
    ...(session
      ? {
          storageState: {
            cookies: [],
            origins: [
              {
                origin,
                localStorage: [
                  { name: 'auth_token', value: session.token },
                  { name: 'auth_user', value: JSON.stringify(session.user) },
                ],
              },
            ],
          },
        }
      : {}),
  });
}
