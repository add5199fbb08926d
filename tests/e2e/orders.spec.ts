/**
 * Orders as the admin works them: checkout with a coupon (a refused code first, its reason on the
 * field), a part payment, "mark paid", the paid and unpaid lists, and the delete that a paid
 * order refuses.
 */
import type { Page } from '@playwright/test';
import { createRecord, expect, rowWith, screen, searchBox, test, toast, unique } from './fixtures';

test.use({ as: 'admin' });

/** YYYY-MM-DD `days` from today (UTC is close enough for coupon windows a month wide). */
const fromToday = (days: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function pick(page: Page, field: string, typed: string, option: string | RegExp) {
  const box = page.getByRole('combobox', { name: field });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

test('an admin takes an order with a coupon, is paid in two steps, and cannot delete it', async ({
  page,
  api,
}, testInfo) => {
  testInfo.setTimeout(120_000);
  const tag = unique('E2E Orders');
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const category = (await api.get('course-category?per_page=1')).body.data as { id: number }[];
  await createRecord(api, 'course', {
    title: `${tag} course`,
    category_id: category[0]!.id,
    kind: 1,
    price: '1000.00',
    capacity: 10,
    status: 'published',
    is_active: 1,
  });
  await createRecord(api, 'coupon', {
    code,
    discount_type: 'percent',
    discount_value: '10',
    valid_from: fromToday(-3),
    valid_to: fromToday(30),
    usage_limit: 5,
    is_active: 1,
  });
  await createRecord(api, 'coupon', {
    code: `${code}OLD`,
    discount_type: 'percent',
    discount_value: '10',
    valid_from: fromToday(-60),
    valid_to: fromToday(-30),
    is_active: 1,
  });

  await page.goto('/admin/order/create');
  await pick(page, 'Student', 'Rafi', /Rafi Ahmed/);
  await pick(page, 'Course', tag, `${tag} course`);
  const summary = page.getByTestId('checkout-summary');
  await expect(summary.getByTestId('checkout-total')).toHaveText('$1,000.00');

  const coupon = page.getByRole('textbox', { name: 'Coupon code' });
  await coupon.fill(`${code}OLD`);
  await expect(page.getByText(`The coupon ${code}OLD expired on ${fromToday(-30)}.`)).toBeVisible();
  await coupon.fill(code.toLowerCase());
  await expect(page.getByText(`${code}: $100.00 off`)).toBeVisible();
  await expect(summary.getByTestId('checkout-discount')).toHaveText('-$100.00');
  await expect(summary.getByTestId('checkout-total')).toHaveText('$900.00');
  await pick(page, 'Bank account', 'Fees', 'Fees Collection');
  await screen(page, testInfo, 'order-create');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(toast(page, 'Order created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/order\/\d+\/show$/);
  const orderId = /\/admin\/order\/(\d+)\/show/.exec(page.url())![1];
  const order = (await api.get(`order/${orderId}`)).body.data as Record<string, unknown>;
  expect(order).toMatchObject({ coupon_code: code, discount: 100, total: 900 });
  const orderNo = String(order.order_no);
  await expect(page.getByTestId('order-due')).toHaveText('$900.00');

  // A part payment through the dialog, its amount offered as everything due.
  await page.getByRole('button', { name: 'Record payment' }).click();
  const dialog = page.getByRole('dialog');
  const amount = dialog.getByRole('spinbutton', { name: 'Amount' });
  await expect(amount).toHaveValue('900');
  await amount.fill('300');
  await dialog.getByRole('textbox', { name: 'Reference' }).fill('E2E-RCPT-1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Payment recorded.')).toBeVisible();
  await expect(page.getByTestId('order-due')).toHaveText('$600.00');
  await expect(page.getByTestId('order-payments').getByRole('row')).toHaveCount(2);

  // Mark paid: one payment of the 600.00 still due.
  await page.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText('Record one payment of $600.00')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Order marked paid.')).toBeVisible();
  await expect(page.getByTestId('order-due')).toHaveText('$0.00');
  await expect(page.getByTestId('order-payments').getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Mark paid' })).toBeDisabled();
  expect((await api.get(`order/${orderId}`)).body.data).toMatchObject({
    amount_paid: 900,
    payment_status: 'paid',
  });

  // A paid order keeps its delete button disabled, saying why.
  await expect(page.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expect(page.getByTestId('order-delete-blocked')).toHaveAttribute(
    'aria-label',
    'An order with payments cannot be deleted: record a refund instead.',
  );
  await screen(page, testInfo, 'order-show-paid');

  // In the paid list, not in the unpaid one.
  await page.goto('/admin/order/paid');
  await searchBox(page).fill(orderNo);
  await expect(page).toHaveURL(/filter=/);
  await expect(rowWith(page, orderNo)).toBeVisible();
  await page.goto('/admin/order/unpaid');
  await searchBox(page).fill(orderNo);
  await expect(page).toHaveURL(/filter=/);
  await expect(page.getByText(/No results found|No Order/i).first()).toBeVisible();
  await expect(rowWith(page, orderNo)).toHaveCount(0);
});

test('the orders group lists all, paid and unpaid orders', async ({ page }) => {
  await page.goto('/admin/order');
  const menu = page.getByRole('menu', { name: 'Main menu' });
  await expect(menu.getByRole('menuitem', { name: 'Paid orders', exact: true })).toHaveAttribute(
    'href',
    /\/admin\/order\/paid$/,
  );
  await expect(menu.getByRole('menuitem', { name: 'Unpaid orders', exact: true })).toHaveAttribute(
    'href',
    /\/admin\/order\/unpaid$/,
  );
  await page.goto('/admin/order/unpaid');
  await expect(page.getByRole('heading', { name: 'Unpaid orders' }).first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('checkout and the order page fit 375 px', async ({ page, api }, testInfo) => {
    const { body } = await api.get('order?filter[payment_status]=partial&per_page=1');
    const [order] = body.data as { id: number }[];
    for (const path of ['/admin/order/create', `/admin/order/${order!.id}/show`]) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('heading')).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await expect(page.getByTestId('order-due')).toBeVisible();
    await screen(page, testInfo, 'order-show-phone');
  });
});
