/**
 * The learners' payments in the browser, on the demo orders (server/db/seed/demo-orders.ts): the
 * demo student's Digital SAT Complete order (45,000.00 − the SAT5000 coupon = 40,000.00, paid in
 * two parts) and SAT Math Intensive order (22,000.00, 10,000.00 paid); Tasnim Sultana's unpaid
 * admission course order (30,000.00).
 * The student finds what is due, the history and the receipts, and prints one; a parent of two
 * children switches between their tabs; the office prints any order's receipt.
 */
import type { Page } from '@playwright/test';
import {
  emails,
  expect,
  pageAs,
  readMenu,
  screen,
  sidebar,
  test,
  unique,
  type Api,
} from './fixtures';

const TASNIM = 'tasnim.sultana@students.academy.test';

/** A student's id by e-mail, through the admin's API. */
async function studentId(api: Api, email: string): Promise<number> {
  const { body } = await api.get(`student?search=${encodeURIComponent(email)}`);
  const row = (body.data as { id: number; email: string }[]).find((s) => s.email === email);
  expect(row, email).toBeDefined();
  return row!.id;
}

/** The id of a student's first order, through the admin's API. */
async function firstOrderOf(api: Api, email: string): Promise<number> {
  const { body } = await api.get(`order?filter[student_id]=${await studentId(api, email)}`);
  const [row] = body.data as { id: number }[];
  expect(row, `an order of ${email}`).toBeDefined();
  return row!.id;
}

const order = (page: Page, course: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: course }) });

test.describe('the demo student', () => {
  test.use({ as: 'student' });

  test('sees what is due and each order’s history', async ({ page }, testInfo) => {
    await page.goto('/dashboard');
    expect((await readMenu(page)).links).toContain('Payments');
    await expect(sidebar(page).getByRole('menuitem', { name: 'Payments' })).toHaveAttribute(
      'href',
      /\/student\/payment$/,
    );
    // The dashboard counts the student's orders with something due and their payments.
    const counters = page.getByRole('region', { name: 'Overview' });
    await expect(counters.getByText('Unpaid orders')).toBeVisible();
    await expect(counters.getByText('Payments', { exact: true })).toBeVisible();

    await page.goto('/student/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    const due = page.getByRole('region', { name: 'Due now' });
    // 22,000.00 − 10,000.00 left on the maths course; the SAT course is paid.
    await expect(due).toContainText('$12,000.00');
    await expect(due).toContainText('On 1 order');

    const fullSat = order(page, 'Digital SAT Complete');
    // Paid: the status chip, beside the amount's label.
    await expect(fullSat.getByText('Paid', { exact: true })).toHaveCount(2);
    await expect(fullSat.getByRole('definition')).toHaveText([
      '$40,000.00',
      '$40,000.00',
      '$0.00',
      '$0.00',
    ]);
    await expect(fullSat.getByRole('listitem')).toHaveCount(2);
    await expect(fullSat.getByRole('listitem').first()).toContainText('RCPT-1001');
    await expect(fullSat.getByRole('listitem').last()).toContainText('BK-88213');

    const maths = order(page, 'SAT Math Intensive');
    await expect(maths).toContainText('Part paid');
    await expect(maths.getByRole('definition').last()).toHaveText('$12,000.00');
    await expect(maths.getByRole('listitem')).toHaveCount(1);
    await expect(maths.getByRole('listitem')).toContainText('$10,000.00');
    await screen(page, testInfo, 'payments-student');

    // Phones: nothing is cut off or widens the page.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/student/payment');
    await expect(due).toContainText('$12,000.00');
    await expect(maths.getByRole('listitem')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await screen(page, testInfo, 'payments-student-375');
  });

  test('opens an order’s receipt and prints it alone', async ({ page }, testInfo) => {
    await page.goto('/student/payment');
    await order(page, 'Digital SAT Complete')
      .getByRole('link', { name: /^Receipt of order ORD-/ })
      .click();
    await expect(page).toHaveURL(/\/student\/payment\/\d+\/receipt$/);
    const receipt = page.getByRole('article', { name: 'Receipt' });
    await expect(receipt.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
    await expect(receipt).toContainText('Academy Admin');
    await expect(receipt).toContainText('Ayesha Rahman');
    await expect(receipt).toContainText('Digital SAT Complete');
    const items = receipt.getByRole('table', { name: 'Items' });
    await expect(items.getByRole('row', { name: /Course price/ })).toContainText('$45,000.00');
    await expect(items.getByRole('row', { name: /Discount \(coupon SAT5000\)/ })).toContainText(
      '-$5,000.00',
    );
    await expect(items.getByRole('row', { name: /Total/ })).toContainText('$40,000.00');
    const movements = receipt.getByRole('table', { name: 'Payments and refunds' });
    await expect(movements.getByRole('row')).toHaveCount(3);
    await expect(movements.getByRole('row').nth(1)).toContainText('Cash');
    await expect(movements.getByRole('row').nth(1)).toContainText('RCPT-1001');
    await expect(movements.getByRole('row').nth(1)).toContainText('$20,000.00');
    await expect(movements.getByRole('row').nth(2)).toContainText('bKash');
    await expect(receipt.getByRole('definition')).toHaveText(['$40,000.00', '$0.00']);

    // The Print button opens the browser's print dialog, reachable from the keyboard.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    const print = page.getByRole('button', { name: 'Print' });
    await print.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

    // The print view shows the receipt alone: no top bar, sidebar or page buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(receipt).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(sidebar(page)).toBeHidden();
    await expect(print).toBeHidden();
    await screen(page, testInfo, 'receipt-print');
    // Printed with the page's own A4 size, the receipt takes one page.
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  });

  test('opens the receipt of one payment, and no other student’s', async ({ page, api }) => {
    await page.goto('/student/payment');
    await order(page, 'SAT Math Intensive')
      .getByRole('link', { name: /^Receipt of the payment of / })
      .click();
    await expect(page).toHaveURL(/\/student\/payment\/\d+\/receipt\?payment=\d+$/);
    const receipt = page.getByRole('article', { name: 'Payment receipt' });
    await expect(receipt.getByRole('table', { name: 'Payments and refunds' })).toContainText(
      'RCPT-1002',
    );
    // Paid, and the balance after it.
    await expect(receipt.getByRole('definition')).toHaveText(['$10,000.00', '$12,000.00']);

    await page.goto(`/student/payment/${await firstOrderOf(api, TASNIM)}/receipt`);
    await expect(page.getByText('This receipt could not be found.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Print' })).toBeDisabled();
  });
});

test.describe('a parent', () => {
  test('of two children sees each child’s orders in a tab', async ({
    browser,
    baseURL,
    api,
  }, testInfo) => {
    const email = `${unique('parent').replace(/\W+/g, '.')}@parents.academy.test`.toLowerCase();
    await api.post('parent', {
      first_name: 'Two',
      last_name: 'Children',
      email,
      password: 'demo-password',
      is_active: true,
      children: [await studentId(api, emails.student), await studentId(api, TASNIM)],
    });
    const page = await pageAs(browser, baseURL!, email);
    await page.goto('/parent/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Children' });
    await expect(tabs.getByRole('tab')).toHaveText(['Ayesha Rahman', 'Tasnim Sultana']);
    await expect(page.getByRole('region', { name: 'Due now' })).toContainText('$12,000.00');

    await tabs.getByRole('tab', { name: 'Tasnim Sultana' }).click();
    await expect(page.getByRole('region', { name: 'Due now' })).toContainText('$30,000.00');
    const admission = order(page, 'Engineering Admission Physics & Chemistry');
    await expect(admission).toContainText('Unpaid');
    await expect(admission).toContainText('No payments yet.');
    await screen(page, testInfo, 'payments-parent');

    await admission.getByRole('link', { name: /^Receipt of order ORD-/ }).click();
    await expect(page).toHaveURL(/\/parent\/payment\/\d+\/receipt$/);
    await expect(page.getByRole('article', { name: 'Receipt' })).toContainText('Tasnim Sultana');
    await page.getByRole('link', { name: 'Back to payments' }).click();
    await expect(page).toHaveURL(/\/parent\/payment$/);
    await page.context().close();
  });
});

test.describe('the demo parent', () => {
  test.use({ as: 'parent' });

  test('finds Payments in the menu and their child’s orders, each receipt link named apart', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    expect((await readMenu(page)).links).toContain('Payments');
    await expect(sidebar(page).getByRole('menuitem', { name: 'Payments' })).toHaveAttribute(
      'href',
      /\/parent\/payment$/,
    );
    await page.goto('/parent/payment');
    await expect(page.getByRole('region', { name: 'Due now' })).toContainText('$12,000.00');
    const sat = order(page, 'SAT Math Intensive');
    await expect(sat).toContainText('RCPT-1002');
    const receipts = await sat.getByRole('link', { name: /receipt/i }).allTextContents();
    expect(receipts.length).toBeGreaterThan(1);
    expect(new Set(receipts).size).toBe(receipts.length);
  });
});

test.describe('the office', () => {
  test.use({ as: 'admin' });

  test('opens any order’s receipt from the order page, prints it and goes back to the order', async ({
    page,
    api,
  }) => {
    const id = await firstOrderOf(api, TASNIM);
    await page.goto(`/admin/order/${id}/show`);
    await page.getByRole('link', { name: 'Receipt' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/order/${id}/receipt$`));
    const receipt = page.getByRole('article', { name: 'Receipt' });
    await expect(receipt).toContainText('Tasnim Sultana');
    await expect(receipt.getByRole('definition').last()).toHaveText('$30,000.00');
    await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
    await page.getByRole('link', { name: 'Back to the order' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/order/${id}/show$`));
  });
});
