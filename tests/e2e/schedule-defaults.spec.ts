/**
 * A new weekly slot's validity starts from its course's dates (the schedule's `defaultsFrom`,
 * docs/CONFIG.md): choosing a course fills From and Until, the admin can change them, and a
 * date the admin typed stays when another course is chosen. Nothing is saved.
 */
import type { Page } from '@playwright/test';
import { expect, test, type Api } from './fixtures';

test.use({ as: 'admin' });

async function pickCourse(page: Page, title: string) {
  await page.getByRole('combobox', { name: 'Course' }).click();
  await page.getByRole('combobox', { name: 'Course' }).fill(title);
  await page.getByRole('option', { name: title, exact: true }).click();
}

async function courseNamed(api: Api, title: string) {
  const { body } = await api.get(`course?search=${encodeURIComponent(title)}`);
  const course = (body.data as { title: string; start_date: string; end_date: string }[]).find(
    (c) => c.title === title,
  );
  expect(course, title).toBeDefined();
  return course!;
}

test("a new slot's validity fills from the chosen course, and a typed date stays", async ({
  page,
  api,
}) => {
  const first = await courseNamed(api, 'O Level Mathematics');
  const second = await courseNamed(api, 'IELTS Academic');
  expect(first.start_date).not.toBe(second.start_date);
  await page.goto('/admin/course/schedule/create');
  const from = page.getByLabel('From');
  const until = page.getByLabel('Until');

  await pickCourse(page, first.title);
  await expect(from).toHaveValue(first.start_date);
  await expect(until).toHaveValue(first.end_date);

  // The admin's own start date; another course then changes only the date still its default.
  await from.fill('2031-05-04');
  await pickCourse(page, second.title);
  await expect(until).toHaveValue(second.end_date);
  await expect(from).toHaveValue('2031-05-04');
});
