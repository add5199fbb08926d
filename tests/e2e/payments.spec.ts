/**
 * The learners' payments in the browser, on the demo orders (server/db/seed/demo-orders.ts): the
 * demo student's Digital SAT Complete order (42,000.00 after the WELCOME10 coupon and materials,
 * 20,000.00 paid) and SAT Math Intensive order (paid in two instalments, 1,000.00 paid too much
 * given back); Tasnim Sultana's unpaid order. The student finds what is due, the history and the
 * receipts, and prints one; a parent of two children switches between their tabs; the office
 * prints any order's receipt.
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

/** An order's id by its number, through the admin's API. */
async function orderId(api: Api, orderNo: string): Promise<number> {
  const { body } = await api.get(`order?search=${orderNo}`);
  const row = (body.data as { id: number; order_no: string }[]).find((o) => o.order_no === orderNo);
  expect(row, `order ${orderNo}`).toBeDefined();
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
    await expect(due).toContainText('$22,000.00');
    await expect(due).toContainText('On 1 order');

    const fullSat = order(page, 'Digital SAT Complete');
    await expect(fullSat).toContainText('ORD-000001');
    await expect(fullSat).toContainText('Part paid');
    await expect(fullSat.getByRole('definition')).toHaveText([
      '$42,000.00',
      '$20,000.00',
      '$0.00',
      '$22,000.00',
    ]);
    await expect(fullSat.getByRole('listitem')).toHaveCount(1);
    await expect(fullSat.getByRole('listitem')).toContainText('BK7Q2M9X1');

    const maths = order(page, 'SAT Math Intensive');
    await expect(maths).toContainText('Paid');
    await expect(maths.getByRole('listitem')).toHaveCount(3);
    await expect(maths.getByRole('listitem').nth(2)).toContainText('Refund');
    await expect(maths.getByRole('listitem').nth(2)).toContainText('$1,000.00');
    await screen(page, testInfo, 'payments-student');

    // Phones: nothing is cut off or widens the page.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/student/payment');
    await expect(due).toContainText('$22,000.00');
    await expect(order(page, 'SAT Math Intensive').getByRole('listitem')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
    await screen(page, testInfo, 'payments-student-375');
  });

  test('opens an order’s receipt and prints it alone', async ({ page }, testInfo) => {
    await page.goto('/student/payment');
    await order(page, 'Digital SAT Complete')
      .getByRole('link', { name: 'Receipt of order ORD-000001' })
      .click();
    await expect(page).toHaveURL(/\/student\/payment\/\d+\/receipt$/);
    const receipt = page.getByRole('article', { name: 'Receipt' });
    await expect(receipt.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
    await expect(receipt).toContainText('Academy Admin');
    await expect(receipt).toContainText('Ayesha Rahman');
    const items = receipt.getByRole('table', { name: 'Items' });
    await expect(items.getByRole('row', { name: /Course price/ })).toContainText('$45,000.00');
    await expect(items.getByRole('row', { name: /Other cost/ })).toContainText('$1,500.00');
    await expect(items.getByRole('row', { name: /Discount \(coupon WELCOME10\)/ })).toContainText(
      '-$4,500.00',
    );
    await expect(items.getByRole('row', { name: /Total/ })).toContainText('$42,000.00');
    const movements = receipt.getByRole('table', { name: 'Payments and refunds' });
    await expect(movements.getByRole('row').nth(1)).toContainText('bKash');
    await expect(movements.getByRole('row').nth(1)).toContainText('BK7Q2M9X1');
    await expect(receipt.getByRole('definition').last()).toHaveText('$22,000.00');

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

  test('opens the receipt of one refund, and no other student’s', async ({ page, api }) => {
    await page.goto('/student/payment');
    await order(page, 'SAT Math Intensive')
      .getByRole('link', { name: /^Receipt of the refund of / })
      .click();
    await expect(page).toHaveURL(/\/student\/payment\/\d+\/receipt\?payment=\d+$/);
    const receipt = page.getByRole('article', { name: 'Refund receipt' });
    await expect(receipt.getByRole('table', { name: 'Payments and refunds' })).toContainText(
      'RF-1042',
    );
    await expect(receipt.getByRole('definition')).toHaveText(['$1,000.00', '$0.00']);

    await page.goto(`/student/payment/${await orderId(api, 'ORD-000003')}/receipt`);
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
    const studentIds = async (email: string) => {
      const { body } = await api.get(`student?search=${encodeURIComponent(email)}`);
      return (body.data as { id: number; email: string }[]).find((s) => s.email === email)!.id;
    };
    const email = `${unique('parent').replace(/\W+/g, '.')}@parents.academy.test`.toLowerCase();
    await api.post('parent', {
      first_name: 'Two',
      last_name: 'Children',
      email,
      password: 'demo-password',
      is_active: true,
      children: [
        await studentIds(emails.student),
        await studentIds('tasnim.sultana@students.academy.test'),
      ],
    });
    const page = await pageAs(browser, baseURL!, email);
    await page.goto('/parent/payment');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'Children' });
    await expect(tabs.getByRole('tab')).toHaveText(['Ayesha Rahman', 'Tasnim Sultana']);
    await expect(page.getByRole('region', { name: 'Due now' })).toContainText('$22,000.00');

    await tabs.getByRole('tab', { name: 'Tasnim Sultana' }).click();
    await expect(page.getByRole('region', { name: 'Due now' })).toContainText('$45,000.00');
    const fullSat = order(page, 'Digital SAT Complete');
    await expect(fullSat).toContainText('ORD-000003');
    await expect(fullSat).toContainText('Unpaid');
    await expect(fullSat).toContainText('No payments yet.');
    await screen(page, testInfo, 'payments-parent');

    await fullSat.getByRole('link', { name: 'Receipt of order ORD-000003' }).click();
    await expect(page).toHaveURL(/\/parent\/payment\/\d+\/receipt$/);
    await expect(page.getByRole('article', { name: 'Receipt' })).toContainText('Tasnim Sultana');
    await page.getByRole('link', { name: 'Back to payments' }).click();
    await expect(page).toHaveURL(/\/parent\/payment$/);
    await page.context().close();
  });
});

test.describe('the demo parent', () => {
  test.use({ as: 'parent' });

  test('finds Payments in the menu and their child’s orders', async ({ page }) => {
    await page.goto('/dashboard');
    expect((await readMenu(page)).links).toContain('Payments');
    await expect(sidebar(page).getByRole('menuitem', { name: 'Payments' })).toHaveAttribute(
      'href',
      /\/parent\/payment$/,
    );
    await page.goto('/parent/payment');
    await expect(page.getByRole('region', { name: 'Due now' })).toContainText('$22,000.00');
    await expect(order(page, 'SAT Math Intensive')).toContainText('ORD-000002');
  });
});

test.describe('the office', () => {
  test.use({ as: 'admin' });

  test('prints any order’s receipt', async ({ page, api }) => {
    await page.goto(`/admin/order/${await orderId(api, 'ORD-000003')}/receipt`);
    const receipt = page.getByRole('article', { name: 'Receipt' });
    await expect(receipt).toContainText('Tasnim Sultana');
    await expect(receipt.getByRole('definition').last()).toHaveText('$45,000.00');
    await expect(page.getByRole('button', { name: 'Print' })).toBeEnabled();
  });
});
