/**
 * At desktop width no list widens the page: a table with many columns scrolls inside its card,
 * and the list's toolbar and pagination stay in view. One page moves between the lists inside the
 * app (no reloads): booting the app for each of some 70 lists cost most of this file's time.
 */
import { resources } from '../../resources.config';
import { answered, expect, goInside, test } from './fixtures';

// 1280 px, a common laptop: the widest lists overflowed here before.
test.use({ as: 'admin', viewport: { width: 1280, height: 800 } });

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
