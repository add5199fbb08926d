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
  // SPEC 9: the phone sidebar slides in 260 px wide.
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
