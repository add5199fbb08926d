/**
 * The referral path in the browser: an affiliation user of this test's own (so no demo person
 * other specs read changes) copies their link from their panel; a new visitor opens it, signs up,
 * confirms the address and saves their profile; an admin records a payment on that student's
 * order; the affiliate's panel then lists the student and the commission the payment earned.
 */
import { profile as enProfile } from '../../i18n/en/profile';
import { DEMO_PASSWORD, expect, pageAs, test, toast, unique, type Api } from './fixtures';

const COURSE = 'O Level Mathematics';

const emailOf = (name: string) => `${name.replace(/\W+/g, '.').toLowerCase()}@example.com`;

async function idOf(api: Api, path: string, match: (row: Record<string, unknown>) => boolean) {
  const { body } = await api.get(path);
  const row = (body.data as Record<string, unknown>[]).find(match);
  expect(row, path).toBeDefined();
  return Number(row!.id);
}

/** The link of the newest mail sent to `email` (the outbox keeps what the product sends). */
async function linkMailedTo(api: Api, email: string): Promise<string> {
  const newest = async () => {
    const { body } = await api.get('mail?sort_by=id&sort_dir=desc&per_page=50');
    return (body.data as { to: string; text: string }[]).find((mail) => mail.to.includes(email));
  };
  await expect.poll(newest).toBeDefined();
  return /https?:\S+/.exec((await newest())!.text)![0];
}

test('a referral link signs a student up, and a payment on their order earns the affiliate commission', async ({
  browser,
  baseURL,
  api,
}, testInfo) => {
  // Five pages in turn: the affiliate's, the visitor's sign-up and profile, the admin's order.
  testInfo.setTimeout(120_000);
  // An affiliate of this test's own, at 10 %.
  const partner = unique('Partner');
  const partnerEmail = emailOf(partner);
  const role = await idOf(api, 'role?per_page=100', (row) => row.name === 'Affiliate');
  await api.post('users', {
    first_name: partner,
    last_name: 'Affiliate',
    email: partnerEmail,
    role_id: role,
    password: DEMO_PASSWORD,
  });
  const affiliateId = await idOf(api, `affiliate?search=${encodeURIComponent(partner)}`, (row) =>
    String(row.name).startsWith(partner),
  );
  await api.post(`affiliate/${affiliateId}`, { _method: 'PUT', rate: 10 });

  // The affiliate copies their link.
  const affiliatePage = await pageAs(browser, baseURL!, partnerEmail);
  await affiliatePage.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await affiliatePage.goto('/affiliate/referral');
  const linkBox = affiliatePage.getByTestId('referral-link');
  await expect(linkBox).toHaveValue(/\/auth\/signup\?ref=[A-Z2-9]{8}$/);
  const link = await linkBox.inputValue();
  expect(link.startsWith(`${baseURL}/auth/signup?ref=`)).toBe(true);
  await affiliatePage.getByRole('button', { name: 'Copy link' }).click();
  await expect(toast(affiliatePage, 'Link copied')).toBeVisible();
  expect(await affiliatePage.evaluate(() => navigator.clipboard.readText())).toBe(link);

  // A new visitor follows it and signs up, confirms the address, signs in and saves the profile.
  const visitor = unique('Referred');
  const visitorEmail = emailOf(visitor);
  const context = await browser.newContext({ locale: 'en-US', timezoneId: 'Asia/Dhaka' });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByRole('textbox', { name: 'First name' }).fill(visitor);
  await page.getByRole('textbox', { name: 'Last name' }).fill('Student');
  await page.getByRole('textbox', { name: 'Email' }).fill(visitorEmail);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByLabel(/^Confirm password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText(/Check your email/)).toBeVisible();
  await page.goto(await linkMailedTo(api, visitorEmail));
  await expect(page.getByText('Your email address is verified. Thank you!')).toBeVisible();
  await page.goto('/auth/signin');
  await page.getByRole('textbox', { name: 'Email' }).fill(visitorEmail);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/auth\//);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: enProfile.menu }).click();
  const details = page.getByRole('region', { name: enProfile.details.title });
  await details.getByRole('textbox', { name: enProfile.details.last_name }).fill('Learner');
  await details.getByRole('button', { name: enProfile.details.save }).click();
  await expect(toast(page, enProfile.details.saved)).toBeVisible();

  // The admin places the student's order and records a payment of 1,000.00 on it.
  const studentId = await idOf(api, `student?search=${encodeURIComponent(visitor)}`, () => true);
  const courseId = await idOf(api, 'course?per_page=100', (row) => row.title === COURSE);
  const bankAccountId = await idOf(api, 'bank-account', () => true);
  const order = await api.post('order', {
    student_id: studentId,
    course_id: courseId,
    bank_account_id: bankAccountId,
  });
  const orderId = (order.data as { id: number; affiliate_id: number }).id;
  expect((order.data as { affiliate_id: number }).affiliate_id).toBe(affiliateId);
  const admin = await pageAs(browser, baseURL!, 'admin@academy.test');
  await admin.goto(`/admin/order/${orderId}/show`);
  await admin.getByRole('button', { name: 'Record payment' }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByRole('spinbutton', { name: 'Amount' }).fill('1000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(admin, 'Payment recorded.')).toBeVisible();

  // The affiliate's panel: the student, and 10 % of the payment earned and unpaid.
  await affiliatePage.reload();
  const students = affiliatePage.getByRole('table', { name: 'Students you referred' });
  await expect(students.getByRole('row', { name: new RegExp(visitor) })).toContainText(COURSE);
  await expect(affiliatePage.getByTestId('total-earned')).toHaveText('$100.00');
  await expect(affiliatePage.getByTestId('total-unpaid')).toHaveText('$100.00');
});
