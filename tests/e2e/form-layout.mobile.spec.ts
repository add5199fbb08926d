/** On a 375-px phone the generated form is one column: short inputs stack instead of pairing. */
import { expect, screen, test, toast } from './fixtures';

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

test('a refused save says why without covering the Save button', async ({ page }) => {
  await page.goto('/admin/course/course/create');
  // A title alone: the save is offered, and refused for the required fields still empty.
  await page.getByRole('textbox', { name: 'Title' }).fill('Half a course');
  const save = page.getByRole('button', { name: 'Save' });
  await save.click();
  const message = toast(page, 'The form is not valid');
  await expect(message).toBeVisible();
  const saveBox = (await save.boundingBox())!;
  const messageBox = (await message.boundingBox())!;
  const apart =
    messageBox.y + messageBox.height <= saveBox.y ||
    saveBox.y + saveBox.height <= messageBox.y ||
    messageBox.x + messageBox.width <= saveBox.x ||
    saveBox.x + saveBox.width <= messageBox.x;
  expect(apart).toBe(true);
});
