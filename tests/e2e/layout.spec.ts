/**
 * At desktop width no list widens the page: a table with many columns scrolls inside its card,
 * and the list's toolbar and pagination stay in view. One page moves between the lists inside the
 * app (no reloads): booting the app for each of some 70 lists cost most of this file's time.
 */
import type { Page } from '@playwright/test';
import { resources } from '../../resources.config';
import { expect, goInside, test } from './fixtures';

// 1280 px, a common laptop: the widest lists overflowed here before.
test.use({ as: 'admin', viewport: { width: 1280, height: 800 } });

const QUIET_MS = 500;

/**
 * Resolves once the page has asked the API for something since `since` and then had no request in
 * flight for half a second: what `networkidle` waits for on a load, for a move inside the app. A
 * list's rows (or its empty state) are drawn once its request is answered.
 */
async function answered(page: Page, since: () => Promise<void>): Promise<void> {
  let inFlight = 0;
  let asked = false;
  const started = () => {
    inFlight += 1;
    asked = true;
  };
  const ended = () => {
    inFlight -= 1;
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await since();
    let quietSince = Date.now();
    await expect
      .poll(
        () => {
          if (!asked || inFlight > 0) quietSince = Date.now();
          return Date.now() - quietSince >= QUIET_MS;
        },
        { intervals: [100] },
      )
      .toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

test('every list in the admin menu fits a 1280 px window', async ({ page }) => {
  const lists = resources.filter((r) => r.menu && r.route);
  expect(lists.length).toBeGreaterThan(50);
  test.setTimeout(60_000 + lists.length * 3_000);
  await page.goto('/dashboard');
  await expect(page.getByRole('banner').getByRole('heading')).toBeVisible();
  for (const resource of lists) {
    await answered(page, () => goInside(page, resource.route!));
    await expect(page.getByRole('banner').getByRole('heading')).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect.soft(overflow, `the ${resource.name} list widens the window by`).toBeLessThanOrEqual(0);
  }
});
