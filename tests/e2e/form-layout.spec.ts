/**
 * Generated forms follow the config's layout on a desktop screen: short inputs side by side,
 * titled sections, and tabs for the longest forms that mark the tab holding a field in error.
 * The phone layout is checked in form-layout.mobile.spec.ts.
 */
import type { Locator } from '@playwright/test';
import { expect, screen, test } from './fixtures';

test.use({ as: 'admin' });

const box = async (input: Locator) => {
  const found = await input.boundingBox();
  expect(found, 'the input is laid out').not.toBeNull();
  return found!;
};

test('two short inputs of Create Course sit side by side', async ({ page }, testInfo) => {
  await page.goto('/admin/course/course/create');
  const price = page.getByRole('spinbutton', { name: 'Price' });
  const capacity = page.getByRole('spinbutton', { name: 'Capacity' });
  await expect(capacity).toBeVisible();
  const [left, right] = [await box(price), await box(capacity)];
  expect(right.y).toBe(left.y);
  expect(right.x).toBeGreaterThan(left.x + left.width);
  await expect(page.getByRole('heading', { level: 2, name: 'Price and schedule' })).toBeVisible();
  await screen(page, testInfo, 'course-create-layout');
});

test('the student form switches tabs and marks the tab whose required field is empty', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/student/student/create');
  const profile = page.getByRole('tab', { name: 'Profile' });
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeVisible();

  await page.getByRole('tab', { name: 'Sign-in' }).click();
  await expect(page).toHaveURL(/\/admin\/student\/student\/create$/);
  await expect(page.getByRole('textbox', { name: 'First name' })).toBeHidden();
  await page.getByLabel(/^Password/).fill('demo-password');
  const posted = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/student')) posted.count += 1;
  });
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(profile).toHaveClass(/\berror\b/);
  await expect(page.getByRole('tab', { name: 'Sign-in' })).not.toHaveClass(/\berror\b/);
  await screen(page, testInfo, 'student-create-tab-error');
  await profile.click();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(posted.count).toBe(0);
});
