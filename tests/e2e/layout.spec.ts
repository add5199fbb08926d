/**
 * At desktop width no list widens the page: a table with many columns scrolls inside its card,
 * and the list's toolbar and pagination stay in view.
 */
import { resources } from '../../resources.config';
import { expect, test } from './fixtures';

// 1280 px, a common laptop: the widest lists overflowed here before.
test.use({ as: 'admin', viewport: { width: 1280, height: 800 } });

for (const resource of resources.filter((r) => r.menu && r.route)) {
  test(`the ${resource.name} list fits the window`, async ({ page }) => {
    await page.goto(resource.route!);
    await expect(page.getByRole('banner').getByRole('heading')).toBeVisible();
    // Rows (or the empty state, e.g. of a fresh outbox) are in once the list's request is answered.
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
