/**
 * Buying a course online in the browser, with the server's Stripe calls going to a fake Stripe
 * API (tests/support/stripe-api.ts) on the port playwright.config.ts gives the server. A student
 * with no order for O Level Mathematics picks it, checks out and lands on the (fake) Stripe page
 * the server answered; the test then posts the signed `checkout.session.completed` Stripe would
 * send, and the student finds the order paid and the course among their courses. The centre's
 * online payment account is set for this test only, so other specs see online payment off; once
 * it is cleared, the student can no longer buy or pay online. A visitor's tutoring request pays
 * the centre's fee the same way, and the admin finds the fee paid.
 */
import {
  createRecord,
  DEMO_PASSWORD,
  expect,
  pageAs,
  rowWith,
  sidebar,
  test,
  unique,
  type Api,
} from './fixtures';
import { e2eStripe } from './fake-stripe';
import type { Page } from '@playwright/test';
import { startFakeStripe, type FakeSession, type FakeStripe } from '../support/stripe-api';

const PRIYA = 'priya.das@students.academy.test';
const COURSE = 'O Level Mathematics';

/** The fake Stripe on the port the server calls, and a bank account to take online payments. */
async function fakeStripeAndAccount(baseURL: string, api: Api) {
  const stripeSettings = e2eStripe(Number(new URL(baseURL).port));
  const stripe = await startFakeStripe(stripeSettings.port);
  const accounts = await api.get('bank-account');
  const [account] = accounts.body.data as { id: number }[];
  return { stripeSettings, stripe, account: account! };
}

/** Posts the signed `checkout.session.completed` Stripe would send for the session. */
async function deliverCompleted(
  page: Page,
  stripe: FakeStripe,
  webhookSecret: string,
  session: FakeSession,
  options?: { paymentIntent: string },
): Promise<void> {
  const { body, signature } = stripe.completedWebhook(session, webhookSecret, options);
  const delivered = await page.request.post('/api/online-payment/webhook/stripe', {
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    data: body,
  });
  expect(delivered.status()).toBe(200);
}

test('a student buys a course online and finds it paid and among their courses', async ({
  browser,
  baseURL,
  api,
}) => {
  const { stripeSettings, stripe, account } = await fakeStripeAndAccount(baseURL!, api);
  const setting = (await api.post('setting', {
    group: 'payment',
    name: 'online_bank_account_id',
    value: String(account!.id),
  })) as { data: { id: number } };
  try {
    const page = await pageAs(browser, baseURL!, PRIYA);
    await page.goto('/student/payment');
    const buy = page.getByRole('region', { name: 'Buy a course' });
    await buy.getByRole('combobox', { name: 'Course' }).click();
    await page.getByRole('option', { name: new RegExp(`^${COURSE}`) }).click();
    await buy.getByRole('button', { name: 'Check out and pay' }).click();

    await expect(page).toHaveURL(/\/pay\/cs_test_\d+$/);
    const session = stripe.sessions.at(-1)!;
    expect(page.url()).toBe(session.url);
    expect(session.amount).toBe(1_800_000);

    await deliverCompleted(page, stripe, stripeSettings.webhookSecret, session);

    await page.goto(
      `/student/payment?paid=${encodeURIComponent(session.form['metadata[order_no]']!)}`,
    );
    const order = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: COURSE }) });
    // Paid: the status chip, beside the amount's label; the payment is in its history.
    await expect(order.getByText('Paid', { exact: true })).toHaveCount(2);
    await expect(order.getByText(`pi_for_${session.id}`)).toBeVisible();
    await expect(order.getByRole('button', { name: /Pay order .* online/ })).toHaveCount(0);

    await page.goto('/student/course');
    await expect(page.getByRole('heading', { name: COURSE })).toBeVisible();

    // With no account for online payments, online payment is off: no buying, no paying online.
    await api.post(`setting/${setting.data.id}`, { _method: 'PUT', value: '' });
    await page.goto('/student/payment');
    await expect(page.getByRole('heading', { name: 'SAT Math Intensive' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Buy a course' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Pay order .* online/ })).toHaveCount(0);
  } finally {
    await api.post(`setting/${setting.data.id}`, { _method: 'PUT', value: '' });
    await stripe.close();
  }
});

test("a visitor follows a course's checkout link from the public API, signs in and pays", async ({
  page,
  baseURL,
  api,
}) => {
  const RAFI = 'rafi.ahmed@students.academy.test';
  const ADMISSION = 'Engineering Admission Physics & Chemistry';
  const { stripeSettings, stripe, account } = await fakeStripeAndAccount(baseURL!, api);
  await api.post('setting/group/payment', { online_bank_account_id: account!.id });
  try {
    // What the centre's website reads: the course and the link it puts behind "Buy".
    const listed = await page.request.get('/api/public/courses?per_page=100');
    const courses = ((await listed.json()) as { data: Record<string, unknown>[] }).data;
    const course = courses.find((row) => row.title === ADMISSION)!;
    expect(course.checkout_url).toBe(`${baseURL}/checkout/${String(course.id)}`);

    await page.goto(String(course.checkout_url));
    await expect(page).toHaveURL(/\/auth\/signin/);
    await page.getByRole('textbox', { name: 'Email' }).fill(RAFI);
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL(new RegExp(`/checkout/${String(course.id)}$`));
    const form = page.getByRole('form', { name: ADMISSION });
    await expect(form.getByText('Price: ')).toBeVisible();
    await form.getByRole('button', { name: 'Pay online' }).click();

    await expect(page).toHaveURL(/\/pay\/cs_test_\d+$/);
    const session = stripe.sessions.at(-1)!;
    expect(page.url()).toBe(session.url);
    expect(session.amount).toBe(Math.round(Number(course.price) * 100));

    // Each fake Stripe numbers its sessions from 1: a payment id of this test's own.
    const paymentIntent = `pi_checkout_link_${session.id}`;
    await deliverCompleted(page, stripe, stripeSettings.webhookSecret, session, { paymentIntent });

    await page.goto('/student/payment');
    const order = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: ADMISSION }) });
    await expect(order.getByText('Paid', { exact: true })).toHaveCount(2);
    await expect(order.getByText(paymentIntent)).toBeVisible();
  } finally {
    await api.post('setting/group/payment', { online_bank_account_id: '' });
    await stripe.close();
  }
});

test('a parent pays part of an order online', async ({ browser, baseURL, api }) => {
  const COURSE_PART_PAID = 'SAT Math Intensive';
  // A family of its own, so the demo family's orders stay as the other specs read them.
  const name = unique('Part Payer');
  const email = (who: string) => `${name.replace(/\W+/g, '.').toLowerCase()}.${who}@academy.test`;
  const account0 = { last_name: 'Family', password: DEMO_PASSWORD };
  const child = await api.post('student', { ...account0, first_name: name, email: email('child') });
  const childId = (child.data as { id: number }).id;
  await api.post('parent', {
    ...account0,
    is_active: true,
    first_name: name,
    email: email('parent'),
    children: [childId],
  });
  const courses = await api.get('course?per_page=100');
  const course = (courses.body.data as { id: number; title: string }[]).find(
    (row) => row.title === COURSE_PART_PAID,
  )!;
  await api.post('order', { student_id: childId, course_id: course.id, subtotal: 22000 });
  const { stripeSettings, stripe, account } = await fakeStripeAndAccount(baseURL!, api);
  // 25 % of the order's 22,000.00 is 5,500.00.
  await api.post('setting/group/payment', {
    online_bank_account_id: account!.id,
    online_minimum_percent: '25',
  });
  try {
    const page = await pageAs(browser, baseURL!, email('parent'));
    await page.goto('/parent/payment');
    await expect(page.getByRole('heading', { name: COURSE_PART_PAID })).toBeVisible({
      timeout: 30_000,
    });
    const order = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: COURSE_PART_PAID }) });
    await expect(order.getByText(/^At least .*5,500\.00/)).toBeVisible();
    await order.getByRole('spinbutton', { name: 'Amount to pay' }).fill('5500');
    await order.getByRole('button', { name: /Pay order .* online/ }).click();

    await expect(page).toHaveURL(/\/pay\/cs_test_\d+$/);
    const session = stripe.sessions.at(-1)!;
    expect(session.amount).toBe(550_000);
    // Each fake Stripe numbers its sessions from 1: a payment id of this test's own.
    const paymentIntent = `pi_part_payment_${session.id}`;
    await deliverCompleted(page, stripe, stripeSettings.webhookSecret, session, { paymentIntent });

    await page.goto('/parent/payment');
    await expect(order.getByText('Part paid', { exact: true })).toBeVisible();
    const due = order.locator('dt', { hasText: /^Due$/ }).locator('xpath=following-sibling::dd');
    await expect(due).toHaveText(/16,500\.00/);
    await expect(order.getByText(paymentIntent)).toBeVisible();
  } finally {
    await api.post('setting/group/payment', {
      online_bank_account_id: '',
      online_minimum_percent: '100',
    });
    await stripe.close();
  }
});

test('an admin sets online payments up on the payment settings screen', async ({
  browser,
  baseURL,
  api,
}) => {
  // More accounts than one page of choices: the picker finds the one it needs by searching.
  const banks = (await api.get('bank')).body.data as { id: number }[];
  const tag = unique('Desk');
  const made: { id: number; account_name: string }[] = [];
  for (let n = 1; n <= 120; n++)
    made.push(
      (await createRecord(api, 'bank-account', {
        bank_id: banks[0]!.id,
        account_name: `${tag} ${String(n).padStart(3, '0')}`,
        account_number: `${tag.replace(/\W/g, '')}-${String(n)}`,
      })) as { id: number; account_name: string },
    );
  const account = made[116];
  try {
    const page = await pageAs(browser, baseURL!, 'admin@academy.test');
    await page.goto('/dashboard');
    const group = sidebar(page).getByRole('button', { name: 'Accounts', exact: true });
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
    await sidebar(page).getByRole('menuitem', { name: 'Payment settings' }).click();
    await expect(page).toHaveURL(/\/admin\/payment-settings$/);

    const picker = page.getByRole('combobox', { name: 'Account for online payments' });
    await picker.fill(`${tag} 117`);
    await page.getByRole('option', { name: account!.account_name, exact: true }).click();
    const percent = page.getByRole('spinbutton', { name: 'Minimum part payment (%)' });
    await percent.fill('0');
    await page.getByRole('spinbutton', { name: 'Tutoring request fee' }).fill('250');
    await page.getByRole('button', { name: 'Save' }).click();
    // The server's field error, under the field; nothing is saved.
    await expect(percent).toHaveAccessibleDescription(
      'The online minimum percent must be at least 1.',
    );
    expect((await api.get('payment-settings')).body.data).toMatchObject({
      online_bank_account_id: null,
    });

    await percent.fill('30');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings saved.')).toBeVisible();
    expect((await api.get('payment-settings')).body.data).toEqual({
      online_bank_account_id: account!.id,
      online_minimum_percent: 30,
      tutoring_request_fee: 250,
    });
    // Opened again, the saved account shows by its name, though far from the first page.
    await page.reload();
    await expect(picker).toHaveValue(account!.account_name);
  } finally {
    await api.post('setting/group/payment', {
      online_bank_account_id: '',
      online_minimum_percent: '100',
      tutoring_request_fee: '0',
    });
    for (const { id } of made) await api.delete(`bank-account/${String(id)}`);
  }
});

// In this file, not one of its own: it sets the centre's payment settings and starts the fake
// Stripe on the one port the server calls, as every test here does, so they must not overlap.
test('the admin sees a tutoring request whose fee was paid online as paid', async ({
  page,
  browser,
  baseURL,
  api,
}) => {
  const { stripeSettings, stripe, account } = await fakeStripeAndAccount(baseURL!, api);
  await api.post('setting/group/payment', {
    online_bank_account_id: account!.id,
    tutoring_request_fee: '300',
  });
  const student = unique('Fee Payer');
  try {
    const sent = await page.request.post('/api/public/tutoring-request', {
      data: {
        guardian_name: 'Salma Khatun',
        email: 'salma.fee@example.com',
        phone: '+880 1711-999000',
        student_name: student,
      },
    });
    expect(sent.status()).toBe(201);
    const { checkout_url } = (await sent.json()) as { checkout_url: string };
    const session = stripe.sessions.at(-1)!;
    expect(checkout_url).toBe(session.url);

    await deliverCompleted(page, stripe, stripeSettings.webhookSecret, session);

    const admin = await pageAs(browser, baseURL!, 'admin@academy.test');
    await admin.goto('/admin/tutoring_request');
    await expect(admin.getByRole('columnheader', { name: 'Fee', exact: true })).toBeVisible();
    await expect(
      rowWith(admin, student).getByRole('cell', { name: 'Paid', exact: true }),
    ).toBeVisible();
    await admin.context().close();
  } finally {
    await api.post('setting/group/payment', {
      online_bank_account_id: '',
      tutoring_request_fee: '0',
    });
    await stripe.close();
  }
});

// Here too, for the same reason: the fee's page follows the fake Stripe's sessions.
test('a visitor comes back from paying the tutoring request fee to a page that shows it confirmed, and a Bangla visitor who cancelled pays it from there', async ({
  page,
  baseURL,
  api,
}) => {
  const { stripeSettings, stripe, account } = await fakeStripeAndAccount(baseURL!, api);
  await api.post('setting/group/payment', {
    online_bank_account_id: account!.id,
    tutoring_request_fee: '300',
  });
  const send = async (language: string) => {
    const sent = await page.request.post('/api/public/tutoring-request', {
      headers: { 'accept-language': language },
      data: {
        guardian_name: 'Salma Khatun',
        email: 'salma.return@example.com',
        phone: '+880 1711-999000',
        student_name: unique('Fee Returner'),
      },
    });
    expect(sent.status()).toBe(201);
    return stripe.sessions.at(-1)!;
  };
  try {
    // Stripe sends the payer back before its notice may have arrived: the page says so, and
    // shows the fee received once the notice is recorded, without a reload.
    const paid = await send('en');
    await page.goto(paid.url);
    await page.goto(paid.form.success_url!);
    await expect(page.getByRole('heading', { name: 'Tutoring request fee' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText('is being confirmed');
    // Each fake Stripe numbers its sessions from 1: a payment id of this test's own.
    await deliverCompleted(page, stripe, stripeSettings.webhookSecret, paid, {
      paymentIntent: `pi_fee_return_${paid.id}`,
    });
    await expect(
      page.getByText(/^We have received your fee of .*300\.00\. Thank you!/),
    ).toBeVisible({ timeout: 15_000 });

    const cancelled = await send('bn');
    expect(cancelled.form.cancel_url).toContain('/bn/tutoring-request-fee/');
    await page.goto(cancelled.form.cancel_url!);
    await expect(page.getByRole('heading', { name: 'টিউটরিং অনুরোধের ফি' })).toBeVisible();
    await expect(page.getByText(/^পেমেন্ট বাতিল করা হয়েছে।/)).toBeVisible();
    await page.getByRole('button', { name: 'ফি পরিশোধ করুন' }).click();
    await expect(page).toHaveURL(/\/pay\/cs_test_\d+$/);
    const again = stripe.sessions.at(-1)!;
    expect(again.id).not.toBe(cancelled.id);
    expect(again.form['metadata[tutoring_request_id]']).toBe(
      cancelled.form['metadata[tutoring_request_id]'],
    );
    expect(again.amount).toBe(30_000);
  } finally {
    await api.post('setting/group/payment', {
      online_bank_account_id: '',
      tutoring_request_fee: '0',
    });
    await stripe.close();
  }
});
