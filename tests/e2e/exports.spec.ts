/**
 * A list's Export: the server's file of what the list shows now (its search), downloaded from
 * the toolbar as XLSX.
 */
import ExcelJS from 'exceljs';
import { createRecord, expect, rowWith, searchBox, test, unique } from './fixtures';

test.use({ as: 'admin' });

test('exports the searched list as XLSX with one row per record', async ({ page, api }) => {
  const prefix = unique('Exported');
  const names = ['Alpha', 'Beta', 'Gamma'].map((word) => `${prefix} ${word}`);
  for (const name of names) await createRecord(api, 'bank', { name });

  await page.goto('/accounts/banks');
  await searchBox(page).fill(prefix);
  await expect(page).toHaveURL(/filter=/);
  await expect(rowWith(page, names[2]!)).toBeVisible();

  // The toolbar's Export opens the format menu (the hidden bulk toolbar has an Export of its own).
  await page.locator('button[aria-haspopup="menu"]', { hasText: 'Export' }).click();
  const saved = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^bank-\d{4}-\d{2}-\d{2}\.xlsx$/);

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.rowCount).toBe(1 + names.length);
  const exported: unknown[] = [];
  sheet.eachRow((row, number) => {
    if (number > 1) exported.push(row.getCell(2).value);
  });
  expect([...exported].sort()).toEqual(names);
});
