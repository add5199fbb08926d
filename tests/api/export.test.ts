/**
 * List exports (docs/API.md "Exports"): the rows the list's filters, search and sort select, in
 * its order, with its access check and row scope, as CSV or XLSX.
 */
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRow } from '../support/insert-rows';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
const tokens = { admin: '', tutor: '', student: '' };

beforeAll(async () => {
  server = await startTestServer();
  tokens.admin = await server.login('admin@academy.test');
  tokens.tutor = await server.login('employee@academy.test');
  tokens.student = await server.login('student@academy.test');
});
afterAll(() => server.close());

type Listed = { data: Record<string, unknown>[]; meta: { total: number } };

const download = (path: string, token = tokens.admin, language = 'en') =>
  fetch(`${server.url}${path}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });

const listed = async (path: string, token = tokens.admin) => {
  const { status, body } = await server.request<Listed>('GET', path, { token });
  expect(status, JSON.stringify(body)).toBe(200);
  return body;
};

/** Every row of a list, page after page, in the list's order. */
async function allListed(path: string, token = tokens.admin): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const body = await listed(`${path}&per_page=1000&page=${page}`, token);
    rows.push(...body.data);
    if (rows.length >= body.meta.total) return rows;
  }
}

async function sheetRows(response: Response): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function csvRows(response: Response): Promise<string[][]> {
  return parse(await response.text(), { bom: true, relax_column_count: false });
}

describe('CSV', () => {
  const awkward = 'Comma, "quoted" and\nsecond line';

  it('round-trips a value holding a comma, quotes and a line break, under the labels', async () => {
    const created = await server.request<{ data: { id: number } }>('POST', '/api/bank', {
      token: tokens.admin,
      json: { name: awkward },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);

    const response = await download(
      '/api/bank/export?format=csv&filter[id]=' + created.body.data.id,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="bank-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await csvRows(response)).toEqual([
      ['ID', 'Name', 'Name (Bangla)', 'Active'],
      [String(created.body.data.id), awkward, '', 'Yes'],
    ]);
  });

  it('heads the columns and names the values in the language asked for', async () => {
    const rows = await csvRows(
      await download('/api/bank/export?format=csv&search=brac', tokens.admin, 'bn'),
    );
    expect(rows[0]).toEqual(['আইডি', 'নাম', 'নাম (বাংলা)', 'সক্রিয়']);
    expect(rows[1]?.slice(1)).toEqual(['BRAC Bank', 'ব্র্যাক ব্যাংক', 'হ্যাঁ']);
  });
});

describe('XLSX', () => {
  it('holds the filtered rows in the sort order, references by title and choices by label', async () => {
    const query = 'filter[status]=published&sort_by=title&sort_dir=desc';
    const expected = await allListed(`/api/exam?${query}`);
    expect(expected.length).toBeGreaterThan(1);
    const courses = new Map(
      (await allListed('/api/course?sort_by=id')).map((c) => [c.id, c.title]),
    );

    const response = await download(`/api/exam/export?format=xlsx&${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/filename="exam-[\d-]+\.xlsx"/);
    const [header, ...rows] = await sheetRows(response);
    expect(header).toEqual([
      'ID',
      'Title',
      'Course',
      'Type',
      'Opens',
      'Status',
      'Results released',
    ]);
    expect(rows.map((row) => row[0])).toEqual(expected.map((exam) => exam.id));
    expect(rows.map((row) => row[2])).toEqual(expected.map((exam) => courses.get(exam.course_id)));
    expect(new Set(rows.map((row) => row[5]))).toEqual(new Set(['Published']));
  });
});

describe('many rows', () => {
  // More than one batch of the export, with NULLs and ties in the sort column.
  beforeAll(async () => {
    const course = (await listed('/api/course?per_page=1')).data[0]!.id;
    const values = Array.from({ length: 2300 }, (_, i) => ({
      title: `Bulk exam ${i}`,
      course_id: course,
      type: 1,
      window_type: 'open',
      status: 'draft',
      results_released: 0,
      starts_at:
        i % 3 === 0 ? null : `2030-01-${String((i % 28) + 1).padStart(2, '0')}T09:00:00.000Z`,
    }));
    for (const row of values) await insertRow(server, 'exams', row);
  });

  for (const direction of ['asc', 'desc']) {
    it(`reads past the first batch in the list's order (${direction}, NULLs and ties)`, async () => {
      const query = `sort_by=starts_at&sort_dir=${direction}`;
      const expected = (await allListed(`/api/exam?${query}`)).map((exam) => String(exam.id));
      expect(expected.length).toBeGreaterThan(2300);
      const rows = await csvRows(await download(`/api/exam/export?format=csv&${query}`));
      expect(rows.slice(1).map((row) => row[0])).toEqual(expected);
    });
  }
});

describe('access', () => {
  it("holds only the tutor's own rows for a tutor", async () => {
    const mine = (await allListed('/api/working-hour?sort_by=id', tokens.tutor)).map((r) => r.id);
    const every = (await allListed('/api/working-hour?sort_by=id')).map((r) => r.id);
    expect(mine.length).toBeGreaterThan(0);
    expect(every.length).toBeGreaterThan(mine.length);

    const rows = await sheetRows(
      await download('/api/working-hour/export?format=xlsx&sort_by=id', tokens.tutor),
    );
    expect(rows.slice(1).map((row) => row[0])).toEqual(mine);
  });

  it('answers 403 to a user who may not read the list, and 401 to no one', async () => {
    expect((await download('/api/bank/export?format=csv', tokens.student)).status).toBe(403);
    expect((await fetch(`${server.url}/api/bank/export?format=csv`)).status).toBe(401);
  });

  it('refuses an unknown format and a bad list parameter, per parameter', async () => {
    const response = await download('/api/bank/export?format=pdf&sort_by=nope');
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors).sort()).toEqual(['format', 'sort_by']);
  });
});
