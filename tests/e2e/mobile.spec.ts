/** The 375-px phone layout: the sidebar is a drawer, lists are cards instead of a table. */
import { expect, screen, sidebar, test } from './fixtures';

test.use({ as: 'admin' });

test('the sidebar is a drawer opened from the top bar', async ({ page }, testInfo) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
  await expect(sidebar(page)).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = sidebar(page);
  await expect(menu).toBeVisible();
  // The phone sidebar slides in 260 px wide.
  await expect
    .poll(() =>
      menu.evaluate((el) => el.closest('.MuiDrawer-paper')?.getBoundingClientRect().width),
    )
    .toBe(260);
  await screen(page, testInfo, 'drawer');
  await menu.getByRole('button', { name: 'Accounts' }).click();
  await menu.getByRole('menuitem', { name: 'Banks' }).click();

  await expect(page).toHaveURL(/\/accounts\/banks$/);
  await expect(sidebar(page)).toBeHidden();
});

test('a list shows cards, not a table', async ({ page }, testInfo) => {
  await page.goto('/accounts/banks');
  await expect(page.getByText('BRAC Bank')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await screen(page, testInfo, 'banks-list');
});

test('the dashboard report and a bank account ledger fit 375 px, in the dark theme too', async ({
  page,
  api,
}, testInfo) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('list', { name: 'Figures' })).toBeVisible();
  await expect(page.getByRole('figure').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screen(page, testInfo, 'dashboard');

  const accounts = await api.get('bank-account/balances');
  const [account] = accounts.body.data as { id: number }[];
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  // The last two years: every demo row (the demo's money is of recent months).
  const today = new Date().toISOString().slice(0, 10);
  const from = `${Number(today.slice(0, 4)) - 2}${today.slice(4)}`;
  await page.goto(
    `/accounts/bank-account/${account!.id}/show?start_date=${from}&end_date=${today}`,
  );
  await expect(page.getByRole('heading', { name: 'Ledger' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screen(page, testInfo, 'bank-account-ledger-dark');
});
