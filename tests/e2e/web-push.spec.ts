/**
 * Web Push in a real Chromium: the bell's switch, and the service worker (public/sw.js) showing
 * what a push service delivers. Headless Chromium has no push service of its own, so subscribing
 * fails there, as it would in a browser whose push service is unreachable: the switch must say so
 * and keep nothing half made. Delivery to a subscription, encrypted and signed, is covered over
 * HTTPS in tests/api/web-push.test.ts; here a push is handed to the worker by the DevTools
 * protocol, which is how Chromium itself tests push handlers.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { expect, screen, test } from './fixtures';

test.use({ as: 'student' });

const pushRow = (page: Page) => page.getByTestId('browser-push');
const pushSwitch = (page: Page) => page.getByRole('switch', { name: 'Browser notifications' });

async function openBell(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: /^Notifications, \d+ unseen$/ }).click();
  await expect(pushRow(page)).toBeVisible();
}

async function serverSubscriptions(context: BrowserContext, token: string) {
  // The browser's endpoint never reached the server, so removing "this browser" finds nothing.
  const res = await context.request.delete('/api/push-subscription', {
    headers: { authorization: `Bearer ${token}` },
    data: { endpoint: 'https://fcm.googleapis.com/fcm/send/none' },
  });
  return ((await res.json()) as { message: string }).message;
}

test('the switch asks for permission and says why it cannot turn on', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await openBell(page);
  await expect(pushRow(page)).toContainText(
    'Get notified on this device even when the app is closed.',
  );
  await expect(pushSwitch(page)).not.toBeChecked();

  await pushSwitch(page).click();
  await expect(pushRow(page).getByRole('alert')).toContainText(
    'Browser notifications could not be changed:',
  );
  await expect(pushSwitch(page)).not.toBeChecked();
  await expect(pushSwitch(page)).toBeEnabled();
  await screen(page, testInfo, 'bell-browser-push-failed');
  // The worker is registered for the next try; the browser holds no subscription.
  const held = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return {
      worker: registration?.active?.scriptURL ?? null,
      subscribed: (await registration?.pushManager.getSubscription()) != null,
    };
  });
  expect(held).toEqual({ worker: `${baseURL}/sw.js`, subscribed: false });
  const token = await page.evaluate(() => localStorage.getItem('auth_token'));
  expect(await serverSubscriptions(context, token ?? '')).toBe('This browser was not subscribed.');
});

test('a site the user blocked says where to allow it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  // What the browser holds once the user has chosen "Block" for the site, set in this test's
  // browser context (found by its page).
  await page.goto('/auth/signin');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  const { browserContextId } = targetInfos.find((t) => t.type === 'page' && t.url === page.url())!;
  await cdp.send('Browser.setPermission', {
    permission: { name: 'notifications' },
    setting: 'denied',
    origin: baseURL,
    browserContextId,
  });
  await openBell(page);
  await expect(pushRow(page)).toContainText("Allow notifications in the browser's site settings");
  await expect(pushSwitch(page)).toBeDisabled();
  await screen(page, testInfo, 'bell-browser-push-blocked');
  await cdp.send('Browser.resetPermissions', { browserContextId });
});

test('the service worker shows a pushed notification', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    await navigator.serviceWorker.ready;
  });
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) =>
    registrations.push(...event.registrations),
  );
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  const { registrationId } = registrations.find((r) => r.scopeURL === `${baseURL}/`)!;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: `${baseURL}/`,
    registrationId,
    data: JSON.stringify({
      title: 'Mock test on Friday',
      body: 'Bring a calculator.',
      link: '/student/exam',
      tag: 'push-campaign-1',
    }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data as unknown,
        }));
      }),
    )
    .toEqual([
      {
        title: 'Mock test on Friday',
        body: 'Bring a calculator.',
        tag: 'push-campaign-1',
        data: { link: '/student/exam' },
      },
    ]);
});
