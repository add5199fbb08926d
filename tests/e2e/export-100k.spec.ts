/**
 * An admin exports 100,000 rows to XLSX from a list's toolbar (docs/API.md "Exports"): the file
 * holds every row of the list, in the list's order, and the button shows how much has arrived
 * while the server streams it.
 *
 * The test runs its own server on its own database (tests/e2e/large-list-database.ts), not the
 * suite's: writing 100,000 rows into the shared database held its write lock long enough to fail
 * other tests' writes, and every other test that lists expenses would page through them.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import ExcelJS from 'exceljs';
import { SQLITE_FILE } from '../../server/db/connection';
import { scratchDatabase } from '../../server/db/scratch-database';
import { startChildServer } from '../support/child-server';
import { emails, expect, pageAs, test } from './fixtures';

const ROWS = 100_000;

/** The sheet's header, its first and last data rows, and how many rows it has. */
async function readSheet(path: string) {
  // Read as a stream: the whole workbook in memory would be several hundred MB in the worker.
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, {
    sharedStrings: 'cache',
    worksheets: 'emit',
  });
  let count = 0;
  let header: unknown[] = [];
  let first: unknown[] = [];
  let last: unknown[] = [];
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      count++;
      // `values` is 1-based: its first entry is always empty.
      const cells = (row.values as unknown[]).slice(1);
      if (count === 1) header = cells;
      if (count === 2) first = cells;
      last = cells;
    }
  }
  return { count, header, first, last };
}

type Expected = [id: number, title: string, amount: number, date: string, account: string];

/** What plain SQL over the raw tables says the list holds: its size and its two ends. */
function expectedList(dataDir: string) {
  const db = new Database(join(dataDir, SQLITE_FILE), { readonly: true });
  try {
    const end = (direction: 'asc' | 'desc'): Expected => {
      const row = db
        .prepare(
          `select e.id, e.title, e.amount, e.date, b.account_name from expenses e
           join bank_accounts b on b.id = e.bank_account_id
           order by e.date ${direction}, e.id ${direction} limit 1`,
        )
        .get() as { id: number; title: string; amount: number; date: string; account_name: string };
      return [row.id, row.title, row.amount / 100, row.date, row.account_name];
    };
    const { count } = db.prepare('select count(*) as count from expenses').get() as {
      count: number;
    };
    // The list's default order is newest date first, ties newest id first.
    return { count, first: end('desc'), last: end('asc') };
  } finally {
    db.close();
  }
}

test('an admin exports 100,000 expenses as XLSX, every row in the list order', async ({
  browser,
}) => {
  // On two shared cores beside the rest of the suite: making the database took about a minute,
  // streaming 100,000 rows as XLSX about one more, and reading the file back some seconds.
  test.setTimeout(360_000);
  const workspace = await scratchDatabase('academy-e2e-export');
  try {
    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'tests/e2e/large-list-database.ts', workspace.dataDir, String(ROWS)],
      { env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '' } },
    );
    const expected = expectedList(workspace.dataDir);
    expect(expected.count).toBeGreaterThan(ROWS);
    const server = await startChildServer(workspace);
    try {
      const page = await pageAs(browser, server.url, emails.admin);
      await page.goto('/expenses');
      await expect(page.getByText(`of ${expected.count.toLocaleString('en')}`)).toBeVisible();

      await page.locator('button[aria-haspopup="menu"]', { hasText: 'Export' }).click();
      const saved = page.waitForEvent('download', { timeout: 240_000 });
      await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
      // While the file streams in, the button says how much has arrived: more than nothing,
      // before the download is handed to the browser.
      await expect(
        page.locator('button[aria-haspopup="menu"]', {
          hasText: /Exporting… (0\.\d|[1-9][\d.,]*) MB/,
        }),
      ).toBeVisible();
      const download = await saved;
      expect(download.suggestedFilename()).toMatch(/^expense-\d{4}-\d{2}-\d{2}\.xlsx$/);

      const sheet = await readSheet(await download.path());
      expect(sheet.count).toBe(1 + expected.count);
      const record = (cells: unknown[]) =>
        ['ID', 'Title', 'Amount', 'Date', 'Bank account'].map((name) => {
          const index = sheet.header.indexOf(name);
          expect(index, `column ${name} in ${JSON.stringify(sheet.header)}`).toBeGreaterThan(-1);
          return cells[index];
        });
      expect(record(sheet.first)).toEqual(expected.first);
      expect(record(sheet.last)).toEqual(expected.last);
    } finally {
      await server.stop();
    }
  } finally {
    await workspace.release();
  }
});
