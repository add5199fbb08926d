/**
 * The basic lists profiles pick from, in the browser: /user/basic shows the four lists as tabs,
 * each its generated list, and a religion the centre adds is offered by the student form, under
 * its Bangla title on a Bangla page.
 */
import { expect, test, unique } from './fixtures';

test.use({ as: 'admin' });

test('the basic lists open as tabs at /user/basic, each with its own rows', async ({ page }) => {
  await page.goto('/user/basic');
  const tabs = page.getByRole('tablist', { name: 'Basic lists' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'Religions',
    'Genders',
    'Blood groups',
    'Marital statuses',
  ]);
  await expect(page.getByRole('cell', { name: 'Hinduism', exact: true })).toBeVisible();

  await tabs.getByRole('tab', { name: 'Genders' }).click();
  await expect(page).toHaveURL(/\/user\/basic\/gender$/);
  await expect(page.getByRole('cell', { name: 'Female', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Hinduism', exact: true })).toBeHidden();
});

test('a religion added to the list is offered by the student form, by its Bangla title in Bangla', async ({
  page,
  api,
}) => {
  const title = unique('Faith');
  const titleBn = `বিশ্বাস ${title.slice(-6)}`;
  await api.post('religion', { title, title_bn: titleBn });

  await page.goto('/admin/student/student/create');
  await page.getByRole('combobox', { name: 'Religion' }).click();
  await expect(page.getByRole('option', { name: title, exact: true })).toBeVisible();

  await page.goto('/bn/admin/student/student/create');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await page.getByRole('combobox', { name: 'ধর্ম' }).click();
  await expect(page.getByRole('option', { name: titleBn, exact: true })).toBeVisible();
});
