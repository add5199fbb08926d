/** On a 375-px phone the generated form is one column: short inputs stack instead of pairing. */
import { expect, screen, test } from './fixtures';

test.use({ as: 'admin' });

test('the short inputs of Create Course stack on a phone', async ({ page }, testInfo) => {
  await page.goto('/admin/course/course/create');
  const price = page.getByRole('spinbutton', { name: 'Price' });
  const capacity = page.getByRole('spinbutton', { name: 'Capacity' });
  await capacity.scrollIntoViewIfNeeded();
  const above = await price.boundingBox();
  const below = await capacity.boundingBox();
  expect(above).not.toBeNull();
  expect(below).not.toBeNull();
  expect(below!.x).toBe(above!.x);
  expect(below!.y).toBeGreaterThanOrEqual(above!.y + above!.height);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screen(page, testInfo, 'course-create-stacked');
});
