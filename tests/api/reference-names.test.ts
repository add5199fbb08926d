/**
 * Reference data in both languages (docs/CONFIG.md): the seeded lookup rows carry their Bangla
 * names, and the server's outputs that take the request's language (list exports, an order's
 * receipt) name them in it, falling back to the English name where a row has no Bangla one.
 */
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from '../support/orders';
import { idWhere } from '../support/rows';
import { startTestServer, type TestServer } from '../support/server';

type Body = Record<string, unknown>;
type Receipt = { data: { payments: { method: string | null }[] } };

let server: TestServer;
let admin = '';

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
});
afterAll(() => server.close());

const created = async (path: string, json: Body) => {
  const response = await server.request<{ data: { id: number } }>('POST', path, {
    token: admin,
    json,
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.data.id;
};

const exported = async (path: string, language: string): Promise<string[][]> => {
  const response = await fetch(`${server.url}${path}`, {
    headers: { authorization: `Bearer ${admin}`, 'accept-language': language },
  });
  expect(response.status).toBe(200);
  return parse(await response.text(), { bom: true });
};

describe('seeded reference data', () => {
  /** Each row's Bangla name by its English one. */
  const names = async (path: string) => {
    const { status, body } = await server.request<{ data: Body[] }>(
      'GET',
      `${path}?per_page=100&sort_by=id&sort_order=asc`,
      { token: admin },
    );
    expect(status).toBe(200);
    return Object.fromEntries(body.data.map((row) => [row.name, row.name_bn]));
  };

  it('names the attendance statuses, payment types and expense types in Bangla too', async () => {
    expect(await names('/api/attendance-status')).toMatchObject({
      Present: 'উপস্থিত',
      'Late Present': 'দেরিতে উপস্থিত',
      Absent: 'অনুপস্থিত',
      Excused: 'ছুটিপ্রাপ্ত',
    });
    expect(await names('/api/payment-type')).toMatchObject({ Cash: 'নগদ', bKash: 'বিকাশ' });
    expect(await names('/api/expense-type')).toMatchObject({ Rent: 'ভাড়া' });
  });

  it('names the course categories, subjects, banks and tutorial categories in Bangla too', async () => {
    expect(await names('/api/course-category')).toMatchObject({
      'SAT Preparation': 'SAT প্রস্তুতি',
      'English Language': 'ইংরেজি ভাষা',
    });
    expect(await names('/api/subject')).toMatchObject({ Math: 'গণিত', Physics: 'পদার্থবিজ্ঞান' });
    expect(await names('/api/bank')).toMatchObject({ 'BRAC Bank': 'ব্র্যাক ব্যাংক' });
    expect(await names('/api/tutorial-category')).toMatchObject({ 'Getting started': 'শুরু করা' });
  });

  it("names the blog's and the gallery's categories in Bangla too, and serves both names to the public site", async () => {
    expect(await names('/api/blog-category')).toMatchObject({
      'Academy News': 'একাডেমির খবর',
      'Study Tips': 'পড়াশোনার টিপস',
    });
    expect(await names('/api/gallery-category')).toMatchObject({
      'Campus life': 'ক্যাম্পাসের জীবন',
    });
    const gallery = await server.request<{ data: Body[] }>('GET', '/api/public/gallery');
    expect(gallery.body.data.find((row) => row.name === 'Campus life')).toMatchObject({
      name_bn: 'ক্যাম্পাসের জীবন',
    });
    const posts = await server.request<{ data: { category: Body }[] }>(
      'GET',
      '/api/public/blog-posts?per_page=50',
    );
    const categories = posts.body.data.map((post) => post.category);
    expect(categories).toContainEqual(expect.objectContaining({ name_bn: 'পড়াশোনার টিপস' }));
  });

  it("names the SAT forms' sections and score scales in Bangla too", async () => {
    expect(await names('/api/sat-section')).toMatchObject({
      'Reading and Writing': 'পঠন ও লিখন',
      'Math (calculator)': 'গণিত (ক্যালকুলেটরসহ)',
    });
    expect(await names('/api/sat-scale')).toMatchObject({
      Math: 'গণিত',
      'Words in Context': 'প্রসঙ্গে শব্দ',
    });
  });
});

describe('an export', () => {
  let rentExpense = 0;
  let plainExpense = 0;

  beforeAll(async () => {
    const account = await idWhere(server, 'bank_accounts', 'account_name', 'Academy Operations');
    const rent = await idWhere(server, 'expense_types', 'name', 'Rent');
    // A type written before it had a Bangla name, as on an install from before the column.
    const plain = await created('/api/expense-type', { name: 'Repairs', is_active: true });
    const expense = (title: string, expense_type_id: number) =>
      created('/api/expense', {
        title,
        expense_type_id,
        amount: 120,
        date: '2026-02-03',
        bank_account_id: account,
      });
    rentExpense = await expense('February rent', rent);
    plainExpense = await expense('Door lock', plain);
  });

  const typeColumn = async (language: string) => {
    const [head, ...rows] = await exported(
      `/api/expense/export?format=csv&filter[id][]=${rentExpense}&filter[id][]=${plainExpense}&sort_by=id&sort_order=asc`,
      language,
    );
    const title = head!.indexOf(language === 'bn' ? 'শিরোনাম' : 'Title');
    const type = head!.indexOf(language === 'bn' ? 'খরচের ধরন' : 'Expense type');
    return rows.map((row) => [row[title], row[type]]);
  };

  it('names a referenced expense type in Bangla for a Bangla request', async () => {
    expect(await typeColumn('bn')).toEqual([
      ['February rent', 'ভাড়া'],
      ['Door lock', 'Repairs'],
    ]);
  });

  it('names it in English for an English request', async () => {
    expect(await typeColumn('en')).toEqual([
      ['February rent', 'Rent'],
      ['Door lock', 'Repairs'],
    ]);
  });
});

describe('a course export', () => {
  const categoryColumn = async (language: string) => {
    const course = await idWhere(server, 'courses', 'title', 'Digital SAT Complete');
    const [head, ...rows] = await exported(
      `/api/course/export?format=csv&filter[id][]=${course}`,
      language,
    );
    return rows.map((row) => row[head!.indexOf(language === 'bn' ? 'ধরন' : 'Category')]);
  };

  it('names the course category in Bangla for a Bangla request, in English for an English one', async () => {
    expect(await categoryColumn('bn')).toEqual(['SAT প্রস্তুতি']);
    expect(await categoryColumn('en')).toEqual(['SAT Preparation']);
  });
});

describe("an order's receipt", () => {
  it("names each payment's method in the request's language", async () => {
    const bkash = await idWhere(server, 'payment_types', 'name', 'bKash');
    const { orderId } = await placeOrder(server, admin, {
      student_id: await idWhere(server, 'students', 'email', 'student@academy.test'),
      course_id: await idWhere(server, 'courses', 'title', 'O Level Mathematics'),
      ordered_at: '2026-02-01',
      subtotal: 800,
      payment_type_id: bkash,
      payments: [{ kind: 'payment', amount: 300, date: '2026-02-02' }],
    });
    const methods = async (language: string) => {
      const { status, body } = await server.request<Receipt>(
        'GET',
        `/api/order/${orderId}/receipt`,
        { token: admin, language },
      );
      expect(status).toBe(200);
      return body.data.payments.map((p) => p.method);
    };
    expect(await methods('bn')).toEqual(['বিকাশ']);
    expect(await methods('en')).toEqual(['bKash']);
  });
});
