/** The 404 page: its texts, the ctrl+/ search shortcut and 'Send me Back'. */
import { expect, screen, test } from './fixtures';

test.use({ as: 'admin' });

test('shows the 404 page for an unknown route', async ({ page }, testInfo) => {
  await page.goto('/no/such/page');

  await expect(page.getByRole('heading', { name: 'How did you get here?' })).toBeVisible();
  await expect(
    page.getByText("Sorry we can't seem to find the page you're looking for."),
  ).toBeVisible();
  await expect(page.getByText('This page could not be found').first()).toBeVisible();
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await screen(page, testInfo, 'not-found');

  const search = page.getByRole('combobox', { name: 'Search pages' });
  await expect(search).not.toBeFocused();
  await page.keyboard.press('Control+/');
  await expect(search).toBeFocused();
  await search.fill('Bank acc');
  await page.getByRole('option', { name: 'Bank accounts' }).click();
  await expect(page).toHaveURL(/\/accounts\/bank-account$/);

  await page.goto('/no/such/page');
  await page.getByRole('button', { name: 'Send me Back' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
});
