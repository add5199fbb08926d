/**
 * E-mail campaigns in the browser: an admin writes to a course's students and their parents,
 * sends it now, and watches each recipient's delivery turn to sent as the server's queue works.
 */
import { expect, test, unique, type Api } from './fixtures';

test.use({ as: 'admin' });

async function mailsWithSubject(api: Api, subject: string): Promise<number> {
  // The outbox's newest rows; the mailer records rows without search documents.
  const { body } = await api.get('mail?per_page=100&sort_by=id&sort_dir=desc');
  return (body as { data: { subject: string }[] }).data.filter((m) => m.subject === subject).length;
}

test("an admin e-mails a course's students and parents and sees each delivery sent", async ({
  page,
  api,
}, testInfo) => {
  testInfo.setTimeout(90_000);
  const subject = unique('Room change');

  await page.goto('/admin/notification/emailNotification/create');
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  const body = page.locator('.ProseMirror');
  await body.click();
  await page.keyboard.type('We meet in room 4 from Monday.');
  await page.getByRole('combobox', { name: 'Send to' }).click();
  await page.getByRole('option', { name: "A course's students and parents" }).click();
  await expect(page.getByRole('combobox', { name: 'User type' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Course', exact: true }).click();
  await page.getByRole('option', { name: 'SAT Math Intensive' }).click();
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/\/admin\/notification\/emailNotification\/\d+\/show$/);
  const recipients = page.getByRole('region', { name: 'Recipients' });
  const rows = recipients.getByTestId('delivery-row');
  // The demo student of the course and her parent are among the recipients.
  await expect(rows.filter({ hasText: 'Ayesha Rahman' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Kamal Rahman' })).toHaveCount(1);
  // The worker sends in the background; the page refreshes until nobody is queued.
  await expect(recipients.getByTestId('delivery-counts')).toContainText('Queued: 0', {
    timeout: 30_000,
  });
  const total = await rows.count();
  expect(total).toBeGreaterThan(1);
  await expect(rows.filter({ hasText: 'Sent' })).toHaveCount(total);
  await expect(recipients.getByTestId('delivery-counts')).toContainText(`Sent: ${total}`);
  await expect(page.getByText('Done', { exact: true })).toBeVisible();
  expect(await mailsWithSubject(api, subject)).toBe(total);
});
