/**
 * A search whose matches the API stopped counting (`meta.total_at_least`) shows its total as
 * "10,000+" in the list's pager, in English and in Bangla digits. The API's answer is changed on
 * its way to the page: the test database holds far fewer rows than the count limit.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ as: 'admin' });

/** Every expense list answer says: at least 10,000 matches. */
async function answerAtLeastTenThousand(page: Page) {
  await page.route(/\/api\/expense\?/, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { meta: Record<string, unknown> };
    await route.fulfill({
      response,
      json: { ...body, meta: { ...body.meta, total: 10_000, total_at_least: true } },
    });
  });
}

const pager = (page: Page) => page.locator('.MuiTablePagination-displayedRows');

test('the pager shows a lower-bound total as "10,000+"', async ({ page }) => {
  await answerAtLeastTenThousand(page);
  await page.goto('/expenses');
  await expect(pager(page)).toHaveText('1-25 of 10,000+');
});

test('the pager shows a lower-bound total as "১০,০০০+" on a Bangla page', async ({ page }) => {
  await answerAtLeastTenThousand(page);
  await page.goto('/bn/expenses');
  await expect(pager(page)).toHaveText('১০,০০০+টির মধ্যে ১-২৫');
});

test('the pager shows an exact total without "+"', async ({ page }) => {
  await page.goto('/expenses');
  await expect(pager(page)).toHaveText(/^1-\d+ of \d+$/);
});
