/**
 * People in the browser: the admin hires a selected applicant through
 * /admin/employee/manual/{application}, and a student files a complaint and reads the answer the
 * admin gives. Each test makes its own records with unique names.
 */
import { createRecord, expect, screen, test, toast, unique } from './fixtures';

test.describe('hiring from an application', () => {
  test.use({ as: 'admin' });

  test('the admin creates an employee from a selected applicant', async ({
    page,
    api,
  }, testInfo) => {
    const jobs = (await api.get('job?per_page=1')).body.data as { id: number }[];
    const name = unique('Farhana Haque');
    const email = `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;
    const applicant = await createRecord(api, 'job-applicant', {
      job_id: jobs[0]!.id,
      name,
      email,
      phone: '+880 1711-987654',
      status: 3,
    });

    await page.goto(`/admin/job/applicant/${applicant.id}/show`);
    await page.getByRole('link', { name: 'Create employee' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/employee/manual/${applicant.id}$`));
    await expect(page.getByText(`Filled in from the application of ${name}.`)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Farhana');
    await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue(
      name.split(' ').slice(1).join(' '),
    );
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);

    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Tutor', exact: true }).click();
    await screen(page, testInfo, 'employee-from-application');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(toast(page, 'Employee created successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/employee$/);
    const hired = (await api.get(`employee?filter[job_applicant_id]=${applicant.id}`)).body
      .data as { email: string; first_name: string; user_id: number }[];
    expect(hired).toEqual([
      expect.objectContaining({ email, first_name: 'Farhana', user_id: expect.any(Number) }),
    ]);

    // Hired once: the applicant now leads to the employee instead.
    await page.goto(`/admin/job/applicant/${applicant.id}/show`);
    await expect(page.getByRole('link', { name: 'View employee' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create employee' })).toHaveCount(0);
  });
});

test.describe('complaints', () => {
  test.use({ as: 'student' });

  test('a student files a complaint and sees the answer of the admin', async ({
    page,
    api,
  }, testInfo) => {
    const subject = unique('Projector flickers');
    await page.goto('/common/complain');
    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/common\/complain\/create$/);
    await expect(page.getByRole('textbox', { name: 'Answer' })).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('Room 105, during the Tuesday class.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Complaint created successfully!')).toBeVisible();

    const filed = (await api.get(`complain?search=${encodeURIComponent(subject)}`)).body.data as {
      id: number;
      status: number;
    }[];
    expect(filed).toEqual([expect.objectContaining({ status: 0 })]);
    await api.post(`complain/${filed[0]!.id}`, {
      _method: 'PUT',
      answer: 'The projector was replaced on Wednesday.',
    });

    await page.goto('/common/complain');
    await page.getByRole('cell', { name: subject, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/common/complain/${filed[0]!.id}/show$`));
    await expect(page.getByText('The projector was replaced on Wednesday.')).toBeVisible();
    await expect(page.getByText('Solved')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await screen(page, testInfo, 'complaint-answered');

    // The answer also reached the bell, leading back to the complaint.
    await page.getByRole('button', { name: /^Notifications, [1-9]\d* unseen/ }).click();
    await expect(page.getByText('Your complaint has been answered').first()).toBeVisible();
  });
});
