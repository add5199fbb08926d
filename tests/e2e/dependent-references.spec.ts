/**
 * A reference that depends on another field (the config's `filteredBy`): the expense form offers
 * only the sub-types of the chosen expense type, and choosing another type clears the sub-type,
 * so "Utilities / Books" cannot be picked. The server's refusal of such a pair is tested in
 * tests/api/filtered-references.test.ts.
 */
import type { Page } from '@playwright/test';
import { expect, test, type Api } from './fixtures';

test.use({ as: 'admin' });

interface Named {
  id: number;
  name: string;
}

async function rows(api: Api, path: string): Promise<Named[]> {
  const { status, body } = await api.get(path);
  expect(status, `GET /api/${path}`).toBe(200);
  return body.data as Named[];
}

async function choose(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The options the open picker of `field` shows, once it has loaded them. */
async function offered(page: Page, field: string): Promise<string[]> {
  await page.getByRole('combobox', { name: field }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const names = await options.allTextContents();
  await page.keyboard.press('Escape');
  return names;
}

test('the expense form offers only the chosen type’s sub-types and clears the sub-type when the type changes', async ({
  page,
  api,
}) => {
  const types = await rows(api, 'expense-type?per_page=100&filter[is_active]=1');
  const withSubTypes: { type: Named; subTypes: string[] }[] = [];
  for (const type of types) {
    const subTypes = await rows(
      api,
      `sub-expense-type?per_page=100&filter[is_active]=1&filter[expense_type_id]=${type.id}`,
    );
    if (subTypes.length > 0) withSubTypes.push({ type, subTypes: subTypes.map((s) => s.name) });
  }
  expect(withSubTypes.length, 'the demo data has two expense types with sub-types').toBeGreaterThan(
    1,
  );
  const [first, second] = withSubTypes as [(typeof withSubTypes)[0], (typeof withSubTypes)[0]];

  await page.goto('/expenses/create');
  await choose(page, 'Expense type', first.type.name);
  expect((await offered(page, 'Expense sub-type')).sort()).toEqual([...first.subTypes].sort());

  await choose(page, 'Expense sub-type', first.subTypes[0]!);
  await expect(page.getByRole('combobox', { name: 'Expense sub-type' })).toHaveValue(
    first.subTypes[0]!,
  );

  await choose(page, 'Expense type', second.type.name);
  await expect(page.getByRole('combobox', { name: 'Expense sub-type' })).toHaveValue('');
  expect((await offered(page, 'Expense sub-type')).sort()).toEqual([...second.subTypes].sort());
});
