/**
 * Tutor billing in the browser: a tutor asks for overtime within what the week leaves, the office
 * approves it, runs the month's pay run from its preview (each row at its own rate), marks it
 * paid, and the tutor reads the payslip. The test hires a tutor of its own with hours last month,
 * so the figures are worked by hand: 10:30–12:00 and 09:00–09:50 at 12.50/h are 18.75 + 10.42,
 * one hour of overtime at 15.00 is 15.00, and an advance of 4.17 leaves 40.00.
 */
import {
  DEMO_PASSWORD,
  dhakaDay,
  expect,
  pageAs,
  rowWith,
  screen,
  test,
  toast,
  unique,
  type Api,
} from './fixtures';

type Listed = { data: Record<string, unknown>[] };

/** Last month, and the first Saturday of it with the Sunday after. */
function lastMonthWeek() {
  const today = dhakaDay(0);
  const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  first.setUTCMonth(first.getUTCMonth() - 1);
  while (first.getUTCDay() !== 6) first.setUTCDate(first.getUTCDate() + 1);
  const saturday = first.toISOString().slice(0, 10);
  first.setUTCDate(first.getUTCDate() + 1);
  return { period: saturday.slice(0, 7), saturday, sunday: first.toISOString().slice(0, 10) };
}

async function firstId(api: Api, path: string): Promise<number> {
  const { body } = await api.get(path);
  return Number((body as Listed).data[0]!.id);
}

test('overtime is asked for and approved, the month is paid, and the tutor reads the payslip', async ({
  browser,
  baseURL,
  api,
}, testInfo) => {
  testInfo.setTimeout(120_000);
  const { period, saturday, sunday } = lastMonthWeek();
  const name = unique('Billing');
  const email = `${name.replace(/\W+/g, '.').toLowerCase()}@academy.test`;
  const roles = (await api.get('role?per_page=100')).body as Listed;
  const tutorRole = roles.data.find((r) => r.name === 'Tutor')!;
  const tutor = await api.post('employee', {
    first_name: name,
    last_name: 'Tutor',
    email,
    phone: '+880 1712-000999',
    role_id: tutorRole.id,
    password: DEMO_PASSWORD,
    weekly_hours: 1,
    overtime_rate: 15,
  });
  const tutorId = Number((tutor.data as { id: number }).id);
  const fullName = `${name} Tutor`;
  await api.post('employee-rate', {
    employee_id: tutorId,
    hourly_rate: 12.5,
    effective_from: '2020-01-01',
  });
  for (const [date, start, end] of [
    [saturday, '10:30', '12:00'],
    [sunday, '09:00', '09:50'],
  ])
    await api.post('working-hour', {
      employee_id: tutorId,
      date,
      start_time: start,
      end_time: end,
      status: 1,
    });

  // The tutor asks for an hour of the 1 h 20 min the week leaves (2 h 20 min worked, 1 h contracted).
  const tutorPage = await pageAs(browser, baseURL!, email);
  await tutorPage.goto('/employee/billing/overTime');
  await tutorPage.getByLabel(/^Week starting/).fill(saturday);
  await expect(tutorPage.getByTestId('overtime-eligible')).toContainText(
    '1 h 20 min can be requested',
  );
  await tutorPage.getByLabel(/^Minutes/).fill('60');
  await tutorPage.getByLabel(/^Reason/).fill('Mock test review for the whole class');
  await tutorPage.getByRole('button', { name: 'Send request' }).click();
  await expect(toast(tutorPage, 'Overtime requested')).toBeVisible();
  await expect(tutorPage.getByTestId('overtime-eligible')).toContainText(
    '0 h 20 min can be requested',
  );
  await screen(tutorPage, testInfo, 'billing-overtime-request');

  // The office approves it from the list.
  const admin = await pageAs(browser, baseURL!, 'admin@academy.test');
  await admin.goto('/admin/billing/overTime');
  const request = rowWith(admin, fullName);
  await expect(request).toContainText('1 h');
  await request.getByRole('button', { name: 'Change status' }).click();
  await admin.getByRole('menuitem', { name: 'Approved' }).click();
  await admin.getByRole('button', { name: 'Yes' }).click();
  await expect(request.getByRole('button', { name: 'Change status' })).toHaveText('Approved');

  // The month's pay run, from its preview.
  await admin.goto('/admin/billing/payment/create');
  await admin.getByRole('combobox', { name: 'Tutor' }).click();
  await admin.getByRole('option', { name: fullName }).click();
  await admin.getByLabel(/^Month/).fill(period);
  await expect(admin.getByTestId('regular-amount')).toHaveText('$29.17');
  await expect(admin.getByTestId('overtime-amount')).toHaveText('$15.00');
  await expect(admin.getByTestId('gross-amount')).toHaveText('$44.17');
  await admin.getByLabel(/^Advance/).fill('4.17');
  await expect(admin.getByTestId('net-amount')).toHaveText('$40.00');
  await admin.getByRole('combobox', { name: 'Bank account' }).click();
  await admin.getByRole('option').first().click();
  await screen(admin, testInfo, 'billing-pay-run-preview');
  await admin.getByRole('button', { name: 'Create pay run' }).click();
  await expect(admin).toHaveURL(/\/admin\/billing\/payment\/\d+\/payslip$/);
  await expect(admin.getByTestId('payslip-status')).toHaveText('Not paid yet');
  await admin.getByRole('button', { name: 'Mark paid' }).click();
  await admin.getByRole('button', { name: 'Yes' }).click();
  await expect(admin.getByTestId('payslip-status')).toContainText('Paid on');

  // The tutor finds it among their pay and reads the payslip.
  await tutorPage.goto('/employee/billing/payment');
  const run = rowWith(tutorPage, period);
  await expect(run).toContainText('$40.00');
  await run.getByRole('link', { name: 'Payslip' }).click();
  await expect(tutorPage).toHaveURL(/\/employee\/billing\/payment\/\d+\/payslip$/);
  await expect(tutorPage.getByTestId('payslip-net')).toHaveText('$40.00');
  // Each row's times as the app writes times: "10:30 AM – 12:00 PM", "১০:৩০ AM – ১২:০০ PM".
  await expect(tutorPage.getByRole('cell', { name: /^10:30\sAM\s–\s12:00\sPM$/ })).toBeVisible();
  await expect(tutorPage.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);
  await screen(tutorPage, testInfo, 'billing-payslip');
  await tutorPage.goto(`/bn${new URL(tutorPage.url()).pathname}`);
  await expect(tutorPage.getByRole('cell', { name: /^১০:৩০\sAM\s–\s১২:০০\sPM$/ })).toBeVisible();
  await expect(tutorPage.getByRole('cell', { name: /^\d{2}:\d{2}–\d{2}:\d{2}$/ })).toHaveCount(0);
  expect(await firstId(api, `tutor-payment?filter[employee_id]=${tutorId}`)).toBeGreaterThan(0);
});
