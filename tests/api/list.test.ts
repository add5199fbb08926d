/** List parameters: paging, search, sort, filters and date ranges, each checked against config. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
});
afterAll(() => server.close());

type Listed = {
  data: Record<string, unknown>[];
  meta: { total: number; current_page: number; per_page: number; last_page: number };
};
const list = (path: string) => server.request<Listed>('GET', path, { token: admin });
const invalid = (path: string) =>
  server.request<{ errors: Record<string, string[]> }>('GET', path, { token: admin });

describe('paging', () => {
  it('walks every row exactly once across pages', async () => {
    const all = (await list('/api/expense?per_page=1000')).body;
    const seen: unknown[] = [];
    for (let page = 1; page <= Math.ceil(all.meta.total / 4); page++) {
      seen.push(...(await list(`/api/expense?per_page=4&page=${page}`)).body.data.map((r) => r.id));
    }
    expect(seen).toEqual(all.data.map((r) => r.id));
    expect(new Set(seen).size).toBe(all.meta.total);
  });

  it('answers an empty page past the end, with the real total', async () => {
    const { body } = await list('/api/bank?page=99');
    expect(body.data).toEqual([]);
    expect(body.meta.total).toBeGreaterThan(0);
  });

  it('bounds per_page and refuses nonsense', async () => {
    expect((await invalid('/api/bank?per_page=1001')).body.errors.per_page).toBeDefined();
    expect((await invalid('/api/bank?per_page=0')).status).toBe(422);
    expect((await invalid('/api/bank?page=-2')).body.errors.page).toBeDefined();
  });
});

describe('search', () => {
  it('matches words at their start, across searchable fields, case-insensitively', async () => {
    const { body } = await list('/api/bank?search=BAN');
    expect(body.data.map((r) => r.name).sort()).toEqual([
      'BRAC Bank',
      'City Bank',
      'Dutch-Bangla Bank',
      'Eastern Bank',
    ]);
    expect((await list('/api/bank?search=bangla')).body.data.map((r) => r.name)).toEqual([
      'Dutch-Bangla Bank',
    ]);
    expect((await list('/api/bank?search=angla')).body.meta.total).toBe(0);
  });

  it('needs every word to match', async () => {
    expect((await list('/api/bank?search=city%20bank')).body.data.map((r) => r.name)).toEqual([
      'City Bank',
    ]);
    expect((await list('/api/bank?search=city%20brac')).body.meta.total).toBe(0);
  });

  it('finds e-mails by their start and by their words', async () => {
    expect((await list('/api/users?search=admin@aca')).body.data.map((r) => r.email)).toEqual([
      'admin@academy.test',
    ]);
    // The demo student Ayesha Rahman, her father Kamal Rahman, and Habibur Rahman.
    expect((await list('/api/users?search=rahman')).body.meta.total).toBe(3);
  });

  it('follows edits and deletions', async () => {
    const created = await server.request<{ data: { id: number } }>('POST', '/api/bank', {
      token: admin,
      json: { name: 'Zenith Savings' },
    });
    expect((await list('/api/bank?search=zenith')).body.meta.total).toBe(1);
    await server.request('PUT', `/api/bank/${created.body.data.id}`, {
      token: admin,
      json: { name: 'Yonder Savings' },
    });
    expect((await list('/api/bank?search=zenith')).body.meta.total).toBe(0);
    expect((await list('/api/bank?search=yonder')).body.meta.total).toBe(1);
    await server.request('DELETE', `/api/bank/${created.body.data.id}`, { token: admin });
    expect((await list('/api/bank?search=yonder')).body.meta.total).toBe(0);
  });

  it('searches Bangla text too', async () => {
    await server.request('POST', '/api/payment-type', { token: admin, json: { name: 'নগদ টাকা' } });
    expect(
      (await list(`/api/payment-type?search=${encodeURIComponent('টাকা')}`)).body.data.map(
        (r) => r.name,
      ),
    ).toEqual(['নগদ টাকা']);
  });
});

describe('sort', () => {
  it('sorts by a sortable field either way, ties broken by id', async () => {
    const amounts = (
      await list('/api/expense?per_page=1000&sort_by=amount&sort_dir=asc')
    ).body.data.map((r) => Number(r.amount));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const desc = (
      await list('/api/expense?per_page=1000&sort_by=amount&sort_dir=desc')
    ).body.data.map((r) => Number(r.amount));
    expect(desc).toEqual([...amounts].reverse().sort((a, b) => b - a));
  });

  it('refuses a field that is not sortable, and a bad direction', async () => {
    expect((await invalid('/api/expense?sort_by=note')).body.errors.sort_by).toEqual([
      'The list cannot be sorted by note.',
    ]);
    expect(
      (await invalid('/api/expense?sort_by=amount&sort_dir=up')).body.errors.sort_dir,
    ).toBeDefined();
  });
});

describe('filters', () => {
  it('filters by one value and by several', async () => {
    const one = (await list('/api/sub-expense-type?filter[expense_type_id]=2')).body;
    expect(one.data.every((r) => r.expense_type_id === 2)).toBe(true);
    expect(one.meta.total).toBe(3);
    const many = (
      await list('/api/sub-expense-type?filter[expense_type_id][]=1&filter[expense_type_id][]=2')
    ).body;
    expect(many.meta.total).toBe(5);
  });

  it('reads boolean filters as 1/0 (react-admin getMany uses filter[id][])', async () => {
    const inactive = (await list('/api/payment-type?filter[is_active]=0')).body.data.map(
      (r) => r.name,
    );
    expect(inactive).toEqual(['Cheque']);
    expect(
      (await list('/api/bank?filter[id][]=1&filter[id][]=3')).body.data.map((r) => r.id).sort(),
    ).toEqual([1, 3]);
  });

  it('refuses fields that are not filterable and values of the wrong type', async () => {
    expect((await invalid('/api/expense?filter[note]=x')).body.errors['filter.note']).toEqual([
      'The list cannot be filtered by note.',
    ]);
    expect((await invalid('/api/expense?filter[expense_type_id]=abc')).status).toBe(422);
  });

  it('filters a date field by start_date and end_date, inclusive', async () => {
    const all = (await list('/api/expense?per_page=1000')).body.data
      .map((r) => String(r.date))
      .sort();
    const from = all[3] as string;
    const to = all[all.length - 4] as string;
    const { body } = await list(`/api/expense?per_page=1000&start_date=${from}&end_date=${to}`);
    expect(body.data.every((r) => String(r.date) >= from && String(r.date) <= to)).toBe(true);
    expect(body.meta.total).toBe(all.filter((d) => d >= from && d <= to).length);
    expect(
      (await invalid('/api/expense?start_date=yesterday')).body.errors.start_date,
    ).toBeDefined();
    expect((await invalid('/api/bank?start_date=2026-01-01')).body.errors.start_date).toBeDefined();
  });

  it("cuts a date range on a datetime field at the centre's midnight, not UTC's", async () => {
    const category = await server.request<{ data: { id: number } }>('POST', '/api/blog-category', {
      token: admin,
      json: { name: 'Range Edges' },
    });
    // Asia/Dhaka is UTC+6: the centre's 10 March 2031 runs from 18:00 UTC on the 9th to 18:00 UTC
    // on the 10th.
    const instants = {
      before: '2031-03-09T17:59:00.000Z', // 9 March, 23:59 at the centre
      first: '2031-03-09T18:00:00.000Z', // 10 March, 00:00
      last: '2031-03-10T17:30:00.000Z', // 10 March, 23:30
      after: '2031-03-10T18:30:00.000Z', // 11 March, 00:30
    };
    const ids: Record<string, unknown> = {};
    for (const [name, published_at] of Object.entries(instants)) {
      const made = await server.request<{ data: { id: number } }>('POST', '/api/blog-post', {
        token: admin,
        json: { title: `Edge ${name}`, category_id: category.body.data.id, published_at },
      });
      expect(made.status).toBe(201);
      ids[name] = made.body.data.id;
    }
    const kept = async (query: string) =>
      (await list(`/api/blog-post?per_page=1000&${query}`)).body.data
        .map((r) => Object.keys(ids).find((name) => ids[name] === r.id))
        .filter(Boolean)
        .sort();
    expect(await kept('start_date=2031-03-10&end_date=2031-03-10')).toEqual(['first', 'last']);
    expect(await kept('start_date=2031-03-10')).toEqual(['after', 'first', 'last']);
    expect(await kept('end_date=2031-03-10')).toEqual(['before', 'first', 'last']);
  });
});
