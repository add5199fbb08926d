/**
 * The guided student import as an administrator uses it: from the student list's Import button,
 * upload a CSV, accept the suggested columns, read the dry run, import, and find the new student
 * in the list. On a phone, a file with a bad row shows the problem and cannot go on.
 */
import type { Page } from '@playwright/test';
import { expect, rowWith, screen, searchBox, test } from './fixtures';

test.use({ as: 'admin' });

function csvFile(lines: string[]) {
  return { name: 'students.csv', mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) };
}

async function upload(page: Page, lines: string[]) {
  await page.locator('input[type="file"]').setInputFiles(csvFile(lines));
  await expect(page.getByRole('heading', { name: 'Map columns' })).toBeVisible();
}

test('imports a student with a parent and an enrolment, then lists them', async ({
  page,
  api,
}, testInfo) => {
  const tag = Date.now().toString(36);
  const lastName = `Importer${tag}`;
  const email = `e2e.import.${tag}@example.com`;
  await page.goto('/admin/student/student');
  await page.getByRole('link', { name: 'Import', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/student\/import$/);
  await expect(page.getByRole('heading', { name: 'Upload' })).toBeVisible();

  await upload(page, [
    'Student first name;Student last name;Student email;Guardian first name;Guardian email;Course',
    `Imran;${lastName};${email};Rina;rina.${tag}@example.com;SAT Math Intensive`,
    'Rafi;Ahmed;student@academy.test;;;SAT Math Intensive',
  ]);
  // The suggestion picked the columns by their names.
  await expect(page.getByRole('combobox', { name: /^Course/ })).toHaveText('Course');
  await expect(page.getByText('e.g. SAT Math Intensive')).toBeVisible();
  await screen(page, testInfo, 'student-import-mapping');
  await page.getByRole('button', { name: 'Run the dry run' }).click();

  await expect(page.getByRole('heading', { name: 'Dry run' })).toBeVisible();
  await expect(page.getByText('All 2 rows can be imported as shown.')).toBeVisible();
  const report = page.getByRole('table', { name: 'What the import would do with each row' });
  const newRow = report.getByRole('row').filter({ hasText: email });
  await expect(newRow.getByText('New')).toHaveCount(2);
  await expect(newRow.getByText('Enrol')).toBeVisible();
  const demoRow = report.getByRole('row').filter({ hasText: 'student@academy.test' });
  await expect(demoRow.getByText('Existing')).toBeVisible();
  await expect(demoRow.getByText('by e-mail')).toBeVisible();
  await expect(demoRow.getByText('Already enrolled')).toBeVisible();
  await screen(page, testInfo, 'student-import-dry-run');
  // A dry run saves nothing.
  expect((await api.get(`student?search=${lastName}`)).body.data).toEqual([]);

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Import 2 rows now?')).toBeVisible();
  await page.getByRole('button', { name: 'Import now' }).click();
  await expect(page.getByText('Import finished')).toBeVisible();
  await expect(page.getByText('2 rows were imported.')).toBeVisible();

  await page.getByRole('link', { name: 'View students' }).click();
  await expect(page).toHaveURL(/\/admin\/student\/student/);
  await searchBox(page).fill(lastName);
  await expect(rowWith(page, `Imran ${lastName}`)).toBeVisible();
  const { body } = await api.get(`student?search=${lastName}`);
  const [student] = body.data as { id: number; parents: number[] }[];
  expect(student?.parents).toHaveLength(1);
  const enrolments = await api.get(`student-course?filter[student_id]=${student?.id}`);
  expect(enrolments.body.data).toEqual([expect.objectContaining({ payment_status: 'unpaid' })]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('shows a bad row’s problem and does not go on to the import', async ({ page }, testInfo) => {
    await page.goto('/admin/student/import');
    await upload(page, [
      'Student email,First name,Course',
      'not-an-email,Lina,SAT Math Intensive',
      `fine.${Date.now().toString(36)}@example.com,Omar,No Such Course`,
    ]);
    await page.getByRole('button', { name: 'Run the dry run' }).click();
    await expect(page.getByText('2 rows have problems.', { exact: false })).toBeVisible();
    const rows = page.getByRole('list', { name: 'What the import would do with each row' });
    await expect(rows.getByText('The email field must be a valid email address.')).toBeVisible();
    await expect(rows.getByText('The selected course is invalid.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screen(page, testInfo, 'student-import-phone-problems');

    await page.getByRole('button', { name: 'Back to mapping' }).click();
    await expect(page.getByRole('heading', { name: 'Map columns' })).toBeVisible();
  });
});
