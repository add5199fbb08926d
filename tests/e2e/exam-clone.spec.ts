/** Clone on the exam list: a draft copy of the exam, opened for editing. */
import { expect, rowWith, test, toast } from './fixtures';

test.use({ as: 'admin' });

test('clones an exam from its row and opens the draft copy', async ({ page, api }) => {
  await page.goto('/admin/exam');
  const row = rowWith(page, 'Algebra checkpoint').first();
  await row.getByRole('button', { name: 'Clone' }).click();

  await expect(toast(page, 'Exam copied as a draft with its questions')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/exam\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())?.[1]);
  const { body } = await api.get(`exam/${id}`);
  expect(body.data).toMatchObject({ title: 'Algebra checkpoint (copy)', status: 'draft' });
});
