/**
 * Each language's texts are a chunk of their own, and a page downloads only its language's, with
 * the app's scripts (src/providers/i18n/loadMessages.ts, scripts/localeChunks.ts). No untranslated
 * key shows while they arrive; a failed download reloads the page once, then says so.
 */
import type { Page } from '@playwright/test';
import { app as bnApp } from '../../i18n/bn/app';
import { expect, test } from './fixtures';

test.use({ as: 'admin' });

/** A dotted message key where a text should be, e.g. `app.menu.pages.dashboard`. */
const KEY = /\b(?:ra|app|resources|menu|enums|screens)\.[a-z_]+\.[\w.]+/;

/** Notes every text the page ever shows that looks like a message key. */
async function watchForKeys(page: Page) {
  await page.addInitScript((source) => {
    const key = new RegExp(source);
    const seen: string[] = [];
    (window as unknown as { seenKeys: string[] }).seenKeys = seen;
    new MutationObserver(() => {
      const text = document.body?.innerText ?? '';
      const match = key.exec(text);
      if (match) seen.push(match[0]);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, KEY.source);
  return () => page.evaluate(() => (window as unknown as { seenKeys: string[] }).seenKeys);
}

async function languageChunks(page: Page): Promise<Record<string, string>> {
  const value = await page.locator('script[data-locale-chunks]').getAttribute('data-locale-chunks');
  return JSON.parse(value ?? '{}') as Record<string, string>;
}

/** The sidebar's link to the dashboard, in the page's language. */
const dashboardLink = (page: Page, locale: 'en' | 'bn') =>
  page
    .getByRole('menu', { name: locale === 'bn' ? bnApp.menu.label : 'Main menu' })
    .getByRole('menuitem', { name: locale === 'bn' ? bnApp.menu.pages.dashboard : 'Dashboard' });

const pages = [
  { locale: 'bn', other: 'en', path: '/bn/dashboard' },
  { locale: 'en', other: 'bn', path: '/dashboard' },
] as const;

for (const { locale, other, path } of pages) {
  test(`a page in ${locale} downloads only its own texts, preloaded, and shows no key`, async ({
    page,
  }) => {
    const seenKeys = await watchForKeys(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));

    await page.goto(path);
    await expect(dashboardLink(page, locale)).toBeVisible();

    const chunks = await languageChunks(page);
    expect(requested).toContain(chunks[locale]);
    expect(requested).not.toContain(chunks[other]);
    // Started by index.html with the app's scripts, not after them.
    await expect(page.locator(`link[rel="modulepreload"][href="${chunks[locale]}"]`)).toHaveCount(
      1,
    );
    expect(await seenKeys()).toEqual([]);
  });
}

test('a failed download of the texts reloads once, then says so', async ({ page }) => {
  await page.route('**/assets/bn-*.js', (route) => route.abort());
  let loads = 0;
  page.on('load', () => (loads += 1));

  await page.goto('/bn/dashboard');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('লোড করা যায়নি');
  expect(loads).toBe(2);

  await page.unroute('**/assets/bn-*.js');
  await alert.getByRole('button', { name: 'আবার লোড করুন' }).click();
  await expect(dashboardLink(page, 'bn')).toBeVisible();
});
