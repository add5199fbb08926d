/**
 * The top bar's preferences: language (URL prefix /bn, texts, cookie `i18n_redirected` for 365
 * days), theme (localStorage `theme`) and currency (USD `$` left, EUR `€` right after a space).
 */
import type { Page } from '@playwright/test';
import { app as bnApp } from '../../i18n/bn/app';
import { resources as bnResources } from '../../i18n/bn/resources';
import { expect, rowWith, screen, sidebar, test } from './fixtures';

test.use({ as: 'admin' });

const DAY_SECONDS = 24 * 60 * 60;
const plural = (name: string) => (name.split('||||').pop() ?? name).trim();

async function localeCookie(page: Page) {
  return (await page.context().cookies()).find((c) => c.name === 'i18n_redirected');
}

test('switches to Bangla and back: URL prefix, texts and cookie', async ({ page }, testInfo) => {
  await page.goto('/accounts/banks');
  await expect(page.getByRole('heading', { name: 'Banks' })).toBeVisible();

  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: bnApp.language.bn }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/bn/accounts/banks');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { name: plural(bnResources.bank.name) })).toBeVisible();
  const bnMenu = page.getByRole('menu', { name: bnApp.menu.label });
  await expect(bnMenu.getByRole('menuitem', { name: bnApp.menu.pages.dashboard })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Dashboard', exact: true })).toHaveCount(0);
  await expect(rowWith(page, 'BRAC Bank')).toBeVisible();
  const cookie = await localeCookie(page);
  expect(cookie?.value).toBe('bn');
  const daysLeft = ((cookie?.expires ?? 0) - Date.now() / 1000) / DAY_SECONDS;
  expect(daysLeft).toBeGreaterThan(364);
  expect(daysLeft).toBeLessThanOrEqual(365.01);
  await screen(page, testInfo, 'bangla-banks');

  // The cookie decides the language of an address without prefix.
  await page.goto('/');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/bn/'));
  await expect(
    page.getByRole('menu', { name: bnApp.menu.label }).getByRole('menuitem', {
      name: bnApp.menu.pages.dashboard,
    }),
  ).toBeVisible();

  await page.getByRole('button', { name: `${bnApp.language.label}: ${bnApp.language.bn}` }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(sidebar(page).getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();
  expect((await localeCookie(page))?.value).toBe('en');
});

/** The page background, as the theme paints it. */
const background = (page: Page) =>
  page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);

/** Relative luminance 0..1 of an `rgb(r, g, b)` colour. */
function luminance(rgb: string): number {
  const [r = 0, g = 0, b = 0] = (rgb.match(/\d+/g) ?? []).map(Number);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

async function pickTheme(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: `Theme: ${from}` }).click();
  await page.getByRole('menuitem', { name: to }).click();
  await expect(page.getByRole('button', { name: `Theme: ${to}` })).toBeVisible();
}

test('switches the theme: light, dark, blue, kept in localStorage', async ({ page }, testInfo) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Theme: Light' })).toBeVisible();
  const light = await background(page);
  expect(luminance(light)).toBeGreaterThan(0.8);

  await pickTheme(page, 'Light', 'Dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await expect.poll(() => background(page).then(luminance)).toBeLessThan(0.3);
  const dark = await background(page);
  await screen(page, testInfo, 'theme-dark');

  await page.reload();
  await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
  expect(await background(page)).toBe(dark);

  await pickTheme(page, 'Dark', 'Blue');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('blue');
  await expect.poll(() => background(page)).not.toBe(dark);
  const blue = await background(page);
  expect(blue).not.toBe(light);
  await screen(page, testInfo, 'theme-blue');

  await pickTheme(page, 'Blue', 'Light');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  await expect.poll(() => background(page)).toBe(light);
});

test('switches the currency between USD and EUR', async ({ page }, testInfo) => {
  await page.goto('/accounts/additional-income');
  const row = rowWith(page, 'Workshop: SAT strategy weekend');
  await expect(row).toContainText('$45,000.00');

  await page.getByRole('button', { name: 'Currency: US Dollar' }).click();
  await page.getByRole('menuitem', { name: /EUR/ }).click();

  await expect(page.getByRole('button', { name: 'Currency: Euro' })).toBeVisible();
  await expect(row).toContainText('45,000.00 €');
  await expect(row).not.toContainText('$');
  expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe('EUR');
  await screen(page, testInfo, 'currency-eur');

  await page.reload();
  await expect(row).toContainText('45,000.00 €');

  await page.getByRole('button', { name: 'Currency: Euro' }).click();
  await page.getByRole('menuitem', { name: /USD/ }).click();
  await expect(row).toContainText('$45,000.00');
  await expect(row).not.toContainText('€');
  expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe('USD');
});
