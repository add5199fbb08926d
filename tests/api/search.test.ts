/**
 * List search on the databases' full-text engines: word prefixes, every word required, Bangla,
 * hostile query text, the index following writes, newest match first, and the bounded count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

/** Small, so that the bounded count is reached with a handful of rows. */
const COUNT_LIMIT = 3;

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer({ searchCountLimit: COUNT_LIMIT });
  admin = await server.login('admin@academy.test');
});
afterAll(() => server.close());

type Listed = {
  data: Record<string, unknown>[];
  meta: {
    total: number;
    current_page: number;
    per_page: number;
    last_page: number;
    total_at_least?: boolean;
  };
};
const list = (path: string) => server.request<Listed>('GET', path, { token: admin });
const search = (resource: string, text: string, extra = '') =>
  list(`/api/${resource}?search=${encodeURIComponent(text)}${extra}`);
const names = (listed: { body: Listed }) => listed.body.data.map((r) => r.name);

async function createBank(name: string): Promise<number> {
  const created = await server.request<{ data: { id: number } }>('POST', '/api/bank', {
    token: admin,
    json: { name },
  });
  expect(created.status).toBe(201);
  return created.body.data.id;
}

async function createHoliday(title: string, date: string): Promise<number> {
  const created = await server.request<{ data: { id: number } }>('POST', '/api/holiday', {
    token: admin,
    json: { title, start_date: date, end_date: date },
  });
  expect(created.status).toBe(201);
  return created.body.data.id;
}

describe('matching', () => {
  beforeAll(async () => {
    await createBank('Quokka Office Trust');
    await createBank('Quokka Rent Union');
    await createBank('Quokka Office Rent Partners');
  });

  it('finds a word by its start', async () => {
    expect(names(await search('bank', 'quok')).sort()).toEqual([
      'Quokka Office Rent Partners',
      'Quokka Office Trust',
      'Quokka Rent Union',
    ]);
    expect((await search('bank', 'uokka')).body.meta.total).toBe(0);
  });

  it('needs every word of a two-word search, each by its start', async () => {
    expect(names(await search('bank', 'quokka off ren'))).toEqual(['Quokka Office Rent Partners']);
    expect((await search('bank', 'quokka office union')).body.meta.total).toBe(0);
  });

  it('matches Bangla words at their start, vowel signs part of the word', async () => {
    await server.request('POST', '/api/payment-type', {
      token: admin,
      json: { name: 'মোবাইল ব্যাংকিং' },
    });
    for (const text of ['ব্যাংকিং', 'ব্যাংকি', 'মোবা', 'মোবাইল ব্যাং'])
      expect(names(await search('payment-type', text)), text).toEqual(['মোবাইল ব্যাংকিং']);
    // A shorter start also finds the seeded "Bank transfer" by its Bangla name, "ব্যাংক ট্রান্সফার".
    expect(names(await search('payment-type', 'ব্যাং')).sort()).toEqual(
      ['Bank transfer', 'মোবাইল ব্যাংকিং'].sort(),
    );
    // "বাইল" is inside the word, not at its start.
    expect((await search('payment-type', 'বাইল')).body.meta.total).toBe(0);
  });
});

describe('hostile query text', () => {
  beforeAll(async () => {
    await createBank("O'Brien Quill Savings");
  });

  it('answers query syntax, quotes and punctuation as plain words, never as an error', async () => {
    for (const text of [
      '"quill',
      'quill"',
      "o'brien",
      'quill*',
      'quill:*',
      'quill OR zzz',
      'NEAR(quill savings)',
      'quill & !savings',
      'quill | zzz',
      '(quill',
      'quill\\',
      "quill' OR 1=1 --",
      '{document}: quill',
      '^quill',
    ]) {
      const found = await search('bank', text);
      expect(found.status, text).toBe(200);
      expect(
        found.body.data.every((r) => String(r.name).toLowerCase().includes('quill')),
        text,
      ).toBe(true);
    }
    expect(names(await search('bank', "o'brien quill"))).toEqual(["O'Brien Quill Savings"]);
    // Operators are words like any other: "OR" must match too, so this finds nothing.
    expect((await search('bank', 'quill OR zzz')).body.meta.total).toBe(0);
  });

  it('treats a search with no letter or digit as no search', async () => {
    const all = (await list('/api/bank')).body.meta.total;
    for (const text of ['"', "'", '*', ':*', '&|!()', '""*'])
      expect((await search('bank', text)).body.meta.total, text).toBe(all);
  });
});

describe('the index follows writes', () => {
  it('finds a record by its new words after an update, and not by its old ones', async () => {
    const id = await createBank('Walrus Mutual');
    await server.request('PUT', `/api/bank/${id}`, {
      token: admin,
      json: { name: 'Narwhal Mutual' },
    });
    expect((await search('bank', 'walrus')).body.meta.total).toBe(0);
    expect(names(await search('bank', 'narwhal mut'))).toEqual(['Narwhal Mutual']);
  });

  it('finds no deleted record', async () => {
    const id = await createBank('Pelican Thrift');
    expect((await search('bank', 'pelican')).body.meta.total).toBe(1);
    await server.request('DELETE', `/api/bank/${id}`, { token: admin });
    expect((await search('bank', 'pelican')).body.meta.total).toBe(0);
  });

  it("finds a table's own records only", async () => {
    await createHoliday('Ibis Day', '2031-03-03');
    await createBank('Ibis Holdings');
    expect(names(await search('bank', 'ibis'))).toEqual(['Ibis Holdings']);
    expect((await search('holiday', 'ibis')).body.data.map((r) => r.title)).toEqual(['Ibis Day']);
  });
});

describe('order', () => {
  it('lists matches newest first under the default sort, and by a column asked for', async () => {
    // Created first but dated later: the default sort (start date, latest first) would put it first.
    const older = await createHoliday('Heron Festival A', '2032-01-01');
    const newer = await createHoliday('Heron Festival B', '2030-01-01');
    const ids = (listed: { body: Listed }) => listed.body.data.map((r) => r.id);
    expect(ids(await search('holiday', 'heron'))).toEqual([newer, older]);
    expect(ids(await search('holiday', 'heron', '&sort_by=start_date&sort_dir=desc'))).toEqual([
      newer,
      older,
    ]);
    expect(ids(await search('holiday', 'heron', '&sort_by=title&sort_dir=asc'))).toEqual([
      older,
      newer,
    ]);
    expect(ids(await search('holiday', 'heron', '&sort_by=id&sort_dir=asc'))).toEqual([
      older,
      newer,
    ]);
  });
});

describe('bounded count', () => {
  it('counts matches exactly up to the limit', async () => {
    for (const n of [1, 2, 3]) await createBank(`Gannet Loans ${n}`);
    const { meta } = (await search('bank', 'gannet')).body;
    expect(meta.total).toBe(COUNT_LIMIT);
    expect(meta.total_at_least).toBeUndefined();
  });

  it('answers the limit flagged as a lower bound past it, and still pages every match', async () => {
    for (const n of [1, 2, 3, 4, 5]) await createBank(`Osprey Credit ${n}`);
    const first = (await search('bank', 'osprey', '&per_page=2')).body;
    expect(first.meta).toMatchObject({
      total: COUNT_LIMIT,
      total_at_least: true,
      last_page: Math.ceil(COUNT_LIMIT / 2),
    });
    const third = (await search('bank', 'osprey', '&per_page=2&page=3')).body;
    expect([...first.data, ...third.data].map((r) => r.name)).toEqual([
      'Osprey Credit 5',
      'Osprey Credit 4',
      'Osprey Credit 1',
    ]);
  });

  it('counts only the matches the other list parameters keep', async () => {
    await createHoliday('Plover Day', '2033-05-05');
    await createHoliday('Plover Eve', '2034-05-05');
    const listed = await search('holiday', 'plover', '&start_date=2034-01-01&end_date=2034-12-31');
    expect(listed.body.meta.total).toBe(1);
    expect(listed.body.data.map((r) => r.title)).toEqual(['Plover Eve']);
  });

  it('counts a plain list in full', async () => {
    const { meta } = (await list('/api/bank')).body;
    expect(meta.total).toBeGreaterThan(COUNT_LIMIT);
    expect(meta.total_at_least).toBeUndefined();
  });
});
