/**
 * The generated lists' own tools (issue #17), in the browser: the column chooser, whose choice
 * outlives a reload; saved queries in the filter menu; the students' course column and filter;
 * ticked rows that end with the page, and a bulk bar that leaves the list's toolbar usable.
 */
import { createRecord, expect, screen, test, unique } from './fixtures';

test.use({ as: 'admin' });

test('a column hidden or shown in the chooser stays so after a reload', async ({ page }) => {
  await page.goto('/admin/course/course');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Seats taken' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Price' })).toBeVisible();
  // An optional column of the config starts hidden.
  await expect(table.getByRole('columnheader', { name: 'Level' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Columns' }).click();
  const chooser = page.getByRole('presentation').filter({ has: page.getByRole('menu') });
  await chooser.getByLabel('Price', { exact: true }).click();
  await chooser.getByLabel('Level', { exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'Price' })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'Level' })).toBeVisible();

  await page.reload();
  await expect(table.getByRole('columnheader', { name: 'Title' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Price' })).toHaveCount(0);
  await expect(table.getByRole('columnheader', { name: 'Level' })).toBeVisible();
});

test("the students' course filter lists the students enrolled in the course, saved and reapplied as a query", async ({
  page,
  api,
}) => {
  const title = unique('Filter course');
  const course = await createRecord(api, 'course', {
    title,
    category_id: 1,
    kind: 1,
    price: '100.00',
    status: 'published',
    is_active: true,
  });
  const students = (await api.get('student?per_page=2&sort_by=id&sort_dir=asc')).body.data as {
    id: number;
    full_name: string;
  }[];
  const [enrolled, other] = students as [(typeof students)[0], (typeof students)[0]];
  await createRecord(api, 'student-course', { student_id: enrolled.id, course_id: course.id });

  await page.goto('/admin/student/student');
  await expect(page.getByRole('columnheader', { name: 'Courses' })).toBeVisible();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Courses' }).click();
  await page.getByRole('combobox', { name: 'Courses' }).fill(title);
  await page.getByRole('option', { name: title }).click();

  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: enrolled.full_name })).toHaveCount(1);
  await expect(rows.filter({ hasText: other.full_name })).toHaveCount(0);
  // The enrolled student's Courses cell names the course.
  await expect(rows.filter({ hasText: enrolled.full_name }).getByText(title)).toBeVisible();
  const shown = await api.get(`student?filter[courses]=${course.id}`);
  expect((shown.body.meta as { total: number }).total).toBe(1);

  const name = unique('Enrolled in');
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitem', { name: 'Save current query...' }).click();
  await page.getByRole('dialog').getByRole('textbox', { name: 'Query name' }).fill(name);
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();

  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitem', { name: 'Remove all filters' }).click();
  await expect(rows.filter({ hasText: other.full_name })).toHaveCount(1);

  await page.reload();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitem', { name }).click();
  await expect(rows.filter({ hasText: enrolled.full_name })).toHaveCount(1);
  await expect(rows.filter({ hasText: other.full_name })).toHaveCount(0);
});

test('ticked rows end with the page, and the bulk bar leaves the toolbar usable', async ({
  page,
}, testInfo) => {
  await page.goto('/admin/course/course');
  // The first box of the table ticks all rows; the next one ticks the first row.
  const firstRow = page.getByRole('table').getByRole('checkbox').nth(1);
  await firstRow.check();
  await expect(page.getByText('1 item selected')).toBeVisible();
  // Every button of the list's toolbar still takes a click (nothing lies over it).
  for (const name of ['Add filter', 'Columns', 'Export'])
    await page.getByRole('button', { name, exact: true }).first().click({ trial: true });
  await page.getByRole('link', { name: 'Create', exact: true }).click({ trial: true });
  await screen(page, testInfo, 'list-bulk-bar');

  await page.reload();
  await expect(firstRow).not.toBeChecked();
  await expect(page.getByText('1 item selected')).toBeHidden();
});
