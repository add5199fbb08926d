/**
 * Deep list pages: a page near the start is read from the start, one near the end from the end
 * (the order reversed and turned back), and one deeper than the limit from both ends is refused,
 * so no page walks more rows than the limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

const DEPTH_LIMIT = 10;
const PER_PAGE = 5;
const ROWS = 40;
/** The year only this file's holidays fall in, so a date range lists just them. */
const RANGE = 'start_date=2031-01-01&end_date=2031-12-31';

let server: TestServer;
let admin: string;

type Listed = {
  data: { id: number }[];
  meta: { total: number; current_page: number; last_page: number };
  errors?: Record<string, string[]>;
};

beforeAll(async () => {
  server = await startTestServer({ listDepthLimit: DEPTH_LIMIT });
  admin = await server.login('admin@academy.test');
  for (let n = 0; n < ROWS; n++) {
    // Four holidays a day: the sort's ties are broken by id, in the sort's direction.
    const day = String(1 + Math.floor(n / 4)).padStart(2, '0');
    const created = await server.request('POST', '/api/holiday', {
      token: admin,
      json: { title: `Depth ${n}`, start_date: `2031-03-${day}`, end_date: `2031-03-${day}` },
    });
    expect(created.status).toBe(201);
  }
});
afterAll(() => server.close());

const list = (query: string, language = 'en') =>
  server.request<Listed>('GET', `/api/holiday?${RANGE}&${query}`, {
    token: admin,
    language,
  });
const ids = (listed: { body: Listed }) => listed.body.data.map((row) => row.id);

describe.each(['asc', 'desc'])('a list sorted %s', (direction) => {
  const sort = `sort_by=start_date&sort_dir=${direction}`;

  it('serves the pages near either end as the same slices of the whole order', async () => {
    const whole = ids(await list(`${sort}&per_page=1000`));
    expect(whole).toHaveLength(ROWS);
    for (const page of [1, 2, 7, 8]) {
      const answer = await list(`${sort}&per_page=${PER_PAGE}&page=${page}`);
      expect(answer.status).toBe(200);
      expect(ids(answer), `page ${page}`).toEqual(
        whole.slice((page - 1) * PER_PAGE, page * PER_PAGE),
      );
      expect(answer.body.meta).toMatchObject({ total: ROWS, current_page: page, last_page: 8 });
    }
  });

  it('refuses the pages deeper than the limit from both ends with a field error on page', async () => {
    for (const page of [3, 4, 5, 6]) {
      const answer = await list(`${sort}&per_page=${PER_PAGE}&page=${page}`);
      expect(answer.status, `page ${page}`).toBe(422);
      expect(answer.body.errors?.page?.[0]).toBe(
        'Pages more than 10 rows from the start or the end of a list are not shown: narrow the list with a filter or a search, or sort it the other way.',
      );
    }
  });
});

it('says why a deep page is refused in the language of the request', async () => {
  const answer = await list(`per_page=${PER_PAGE}&page=4`, 'bn');
  expect(answer.status).toBe(422);
  expect(answer.body.errors?.page?.[0]).toContain('১০টির বেশি সারি');
});

it('answers a page past the last with no rows and the total', async () => {
  const answer = await list(`per_page=${PER_PAGE}&page=9`);
  expect(answer.status).toBe(200);
  expect(answer.body.data).toEqual([]);
  expect(answer.body.meta.total).toBe(ROWS);
});
