/**
 * Leaving a generated form with typed data asks first, whichever way the user leaves: a sidebar
 * link, the browser's back button, or a reload. Staying keeps what was typed.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ as: 'admin' });

/** Answers the next dialog with "stay" and tells which kind it was. */
function stayOnNextDialog(page: Page): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.dismiss();
    });
  });
}

test('a typed generated form warns on a sidebar link, the back button and a reload', async ({
  page,
}) => {
  await page.goto('/public/faq');
  await page.getByRole('link', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/public\/faq\/create$/);
  const question = page.getByLabel(/^Question/);
  await question.fill('How early should we arrive?');

  let asked = stayOnNextDialog(page);
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  expect(await asked).toBe('confirm');
  await expect(page).toHaveURL(/\/public\/faq\/create$/);
  await expect(question).toHaveValue('How early should we arrive?');

  asked = stayOnNextDialog(page);
  await page.goBack({ waitUntil: 'commit' });
  expect(await asked).toBe('confirm');
  await expect(page).toHaveURL(/\/public\/faq\/create$/);
  await expect(question).toHaveValue('How early should we arrive?');

  asked = stayOnNextDialog(page);
  // The reload is cancelled by staying, so it never completes.
  void page.reload().catch(() => undefined);
  expect(await asked).toBe('beforeunload');
  await expect(question).toHaveValue('How early should we arrive?');
});

test('an untouched generated form is left without asking', async ({ page }) => {
  let asked = false;
  page.on('dialog', (dialog) => {
    asked = true;
    void dialog.dismiss();
  });
  await page.goto('/public/faq/create');
  await expect(page.getByLabel(/^Question/)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(asked).toBe(false);
});
