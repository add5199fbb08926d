/**
 * The generated screens on the finance resources, as the admin: create, edit, toggle, reorder,
 * search, paginate and delete a record, and a 422 shown on the field the server blamed. Every
 * test makes the records it changes, so tests do not depend on each other.
 */
import type { Page } from '@playwright/test';
import { createRecord, expect, rowWith, screen, searchBox, test, toast, unique } from './fixtures';

test.use({ as: 'admin' });

/** Opens a list and narrows it to rows matching a search. */
async function openFiltered(page: Page, path: string, search: string) {
  await page.goto(path);
  await searchBox(page).fill(search);
  await expect(page).toHaveURL(/filter=/);
}

test('creates a bank from the list', async ({ page, api }, testInfo) => {
  const name = unique('E2E Created Bank');
  await page.goto('/accounts/banks');
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/accounts\/banks\/create$/);

  await page.getByRole('textbox', { name: /^Name\s*\*?$/ }).fill(name);
  await screen(page, testInfo, 'bank-create');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(toast(page, 'Bank created successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/accounts\/banks$/);
  await expect(rowWith(page, name)).toBeVisible();
  const { body } = await api.get(`bank?search=${encodeURIComponent(name)}`);
  expect(body.data).toEqual([expect.objectContaining({ name, is_active: true })]);
});

test('edits a bank from its row', async ({ page, api }, testInfo) => {
  const bank = await createRecord(api, 'bank', { name: unique('E2E Edit Bank'), is_active: 1 });
  const renamed = unique('E2E Renamed Bank');
  await openFiltered(page, '/accounts/banks', String(bank.name));

  await page.getByRole('cell', { name: String(bank.name), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/accounts/banks/${bank.id}$`));
  const field = page.getByRole('textbox', { name: /^Name\s*\*?$/ });
  await expect(field).toHaveValue(String(bank.name));
  await field.fill(renamed);
  await screen(page, testInfo, 'bank-edit');
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(toast(page, 'Bank updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/accounts\/banks(\?.*)?$/);
  const { body } = await api.get(`bank/${bank.id}`);
  expect(body.data).toEqual(expect.objectContaining({ id: bank.id, name: renamed }));
});

test('toggles a bank off and on from its row', async ({ page, api }) => {
  const bank = await createRecord(api, 'bank', { name: unique('E2E Toggle Bank'), is_active: 1 });
  await openFiltered(page, '/accounts/banks', String(bank.name));
  const toggle = rowWith(page, String(bank.name)).getByRole('switch', { name: 'Switch Active' });
  await expect(toggle).toBeChecked();

  const off = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/bank/toggle/${bank.id}`),
  );
  await toggle.click();
  expect((await off).status()).toBe(200);
  await expect(toggle).not.toBeChecked();
  expect((await api.get(`bank/${bank.id}`)).body.data).toEqual(
    expect.objectContaining({ is_active: false }),
  );
  // Still off after the list is loaded again from the server.
  await page.reload();
  await expect(toggle).not.toBeChecked();

  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect
    .poll(
      async () =>
        ((await api.get(`bank/${bank.id}`)).body.data as { is_active: unknown }).is_active,
    )
    .toBe(true);
});

for (const { path, resource } of [
  { path: '/accounts/payment-type', resource: 'payment-type' },
  { path: '/expenses/types', resource: 'expense-type' },
]) {
  test(`reorders ${resource} rows by dragging`, async ({ page, api }, testInfo) => {
    await page.goto(path);
    await page.getByRole('button', { name: 'Arrange order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Arrange order' });
    const handles = dialog.getByRole('button', { name: /^Drag to move / });
    await expect(handles.first()).toBeVisible();
    const before = (await dialog.getByRole('listitem').allInnerTexts()).map((t) => t.trim());
    expect(before.length).toBeGreaterThan(2);
    const last = before[before.length - 1] ?? '';

    // Drag the last row above the first one with the mouse.
    const from = await dialog.getByRole('button', { name: `Drag to move ${last}` }).boundingBox();
    const to = await handles.first().boundingBox();
    if (!from || !to) throw new Error('drag handles are not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 });
    await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 20 });
    await page.mouse.up();

    const expected = [last, ...before.slice(0, -1)];
    await expect
      .poll(async () => (await dialog.getByRole('listitem').allInnerTexts()).map((t) => t.trim()))
      .toEqual(expected);
    await screen(page, testInfo, `arrange-${resource}`);

    // The order is read back once the save has been answered, not merely sent.
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith(`/api/arrange-order/${resource}`),
    );
    await dialog.getByRole('button', { name: 'Save order' }).click();
    const response = await saved;
    expect(response.ok()).toBe(true);
    const sent = response.request().postDataJSON() as { items?: unknown[] } | null;
    const { body } = await api.get(`${resource}?per_page=100&sort_by=position&sort_dir=asc`);
    const rows = body.data as { id: number; name: string }[];
    expect(rows.map((r) => r.name)).toEqual(expected);
    expect(sent?.items?.map(Number)).toEqual(rows.map((r) => r.id));
    await expect(dialog).toBeHidden();
  });
}

test('searches a list', async ({ page }) => {
  await page.goto('/accounts/banks');
  await expect(rowWith(page, 'Dutch-Bangla Bank')).toBeVisible();

  await searchBox(page).fill('BRAC');
  await expect(page.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(1);
  await expect(rowWith(page, 'BRAC Bank')).toBeVisible();
  await expect(page).toHaveURL(/BRAC/);

  await searchBox(page).fill('no-bank-has-this-name');
  await expect(rowWith(page, 'BRAC Bank')).toHaveCount(0);
  await searchBox(page).clear();
  await expect(rowWith(page, 'Dutch-Bangla Bank')).toBeVisible();
  await expect(rowWith(page, 'BRAC Bank')).toBeVisible();
});

test('paginates a list', async ({ page, api }, testInfo) => {
  const total = ((await api.get('expense?per_page=1')).body.meta as { total: number }).total;
  expect(total).toBeGreaterThan(20);
  const dataRows = page.locator('tbody').getByRole('row');
  await page.goto('/expenses');
  await expect(page.getByText(`1-${Math.min(25, total)} of ${total}`)).toBeVisible();

  await page.getByRole('combobox', { name: /Rows per page/ }).click();
  await page.getByRole('option', { name: '10', exact: true }).click();
  await expect(page.getByText(`1-10 of ${total}`)).toBeVisible();
  await expect(dataRows).toHaveCount(10);
  const firstPage = await dataRows.allTextContents();

  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText(`11-20 of ${total}`)).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await expect(dataRows).toHaveCount(10);
  const secondPage = await dataRows.allTextContents();
  expect(secondPage.filter((row) => firstPage.includes(row))).toEqual([]);
  await screen(page, testInfo, 'expenses-page-2');

  await page.getByRole('button', { name: 'Go to previous page' }).click();
  await expect(page.getByText(`1-10 of ${total}`)).toBeVisible();
  await expect.poll(() => dataRows.allTextContents()).toEqual(firstPage);
});

test('deletes a bank after confirmation', async ({ page, api }, testInfo) => {
  const bank = await createRecord(api, 'bank', { name: unique('E2E Delete Bank'), is_active: 1 });
  await openFiltered(page, '/accounts/banks', String(bank.name));
  const row = rowWith(page, String(bank.name));

  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText('Do you want to delete this Bank?');
  await screen(page, testInfo, 'delete-confirmation');
  await dialog.getByRole('button', { name: 'Yes' }).click();

  await expect(toast(page, 'Bank has been deleted!')).toContainText('Deleted!');
  await expect(row).toHaveCount(0);
  expect((await api.get(`bank/${bank.id}`)).status).toBe(404);
});

test('shows a 422 from the server on the field it names', async ({ page, api }, testInfo) => {
  // The number of a seeded account: unique, so the server answers 422 on account_number.
  const taken = '1011100045871';
  await page.goto('/accounts/bank-account/create');
  await page.getByRole('combobox', { name: 'Bank' }).click();
  await page.getByRole('option', { name: 'BRAC Bank' }).click();
  const accountName = page.getByRole('textbox', { name: 'Account name' });
  const accountNumber = page.getByRole('textbox', { name: 'Account number' });
  const name = unique('E2E Duplicate');
  await accountName.fill(name);
  await accountNumber.fill(taken);

  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/bank-account'),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  const response = await answer;
  expect(response.status()).toBe(422);
  const { errors } = (await response.json()) as { errors: Record<string, string[]> };
  expect(Object.keys(errors)).toEqual(['account_number']);
  const message = errors.account_number?.[0] ?? '';
  expect(message).not.toBe('');

  await expect(accountNumber).toHaveAttribute('aria-invalid', 'true');
  await expect(accountNumber).toHaveAccessibleDescription(message);
  await expect(accountName).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/accounts\/bank-account\/create$/);
  await screen(page, testInfo, 'field-error-422');
  const { body } = await api.get(`bank-account?search=${encodeURIComponent(name)}`);
  expect(body.data).toEqual([]);
});
