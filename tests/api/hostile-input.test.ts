/**
 * A sweep of hostile input over everything the config and the route table declare: ids past 32
 * bits, impossible dates, huge pages, NUL bytes, megabyte strings and lists where one value
 * belongs, in paths, queries and bodies. Each must be refused with a 4xx in the documented shape
 * (422 with `errors`, other 4xx with `message`), never a 5xx. Cases are generated, so a resource,
 * public endpoint or route added later is swept without editing this file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicApi } from '../../public-api.config';
import { resources, resourcesByName } from '../../resources.config';
import type { Resource } from '../../schema';
import {
  arrangeOrderCases,
  bodyCases,
  domainQueryCases,
  listCases,
  pathParamCases,
  publicFormCases,
  publicReadCases,
  type HostileCase,
} from '../support/hostile-cases';
import { routeTable, type RouteEntry } from '../support/route-table';
import { startTestServer, type TestServer } from '../support/server';

const IN_FLIGHT = 8;
/** A sweep sends thousands of requests; each test has room for a slow shared machine. */
const SWEEP_TIMEOUT = 240_000;
const database = process.env.TEST_DB ?? 'sqlite';

let server: TestServer;
let admin: string;
let routes: RouteEntry[];
const tally = { cases: 0, clientErrors: 0, serverErrors: 0 };
/** Each request comes from its own address, so the public forms' per-IP limits never answer. */
let visitor = 0;

beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
  admin = await server.login('admin@academy.test');
  routes = routeTable(server.app);
});
afterAll(async () => {
  console.log(
    `hostile input on ${database}: ${tally.cases} cases, ${tally.clientErrors} answered 4xx, ${tally.serverErrors} answered 5xx`,
  );
  await server?.close();
});

const resourceOf = (name: string): Resource => {
  const resource = resourcesByName.get(name);
  if (!resource) throw new Error(`Unknown resource ${name}`);
  return resource;
};

/** What is wrong with the answer to one case, or undefined when it is as documented. */
async function problemWith(item: HostileCase): Promise<string | undefined> {
  visitor += 1;
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-forwarded-for': `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`,
  };
  if (item.signedIn) headers.authorization = `Bearer ${admin}`;
  if (item.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${item.path}`, {
    method: item.method,
    headers,
    body: item.body,
  });
  const text = await response.text();
  const { status } = response;
  tally.cases += 1;
  if (status >= 400 && status < 500) tally.clientErrors += 1;
  if (status >= 500) tally.serverErrors += 1;
  const named = `${status} ${item.method} ${item.path.slice(0, 140)}${item.body ? ` ${item.body.slice(0, 80)}` : ''}`;
  if (status >= 500) return named;
  if (item.expect === '4xx' && (status < 400 || status >= 500)) return named;
  if (status < 400) return undefined;
  // The Pusher-protocol routes of the realtime server answer in that protocol's shape.
  if (!item.path.startsWith('/api/')) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return `${named} (not JSON)`;
  }
  const shaped = body as { message?: unknown; errors?: unknown };
  if (typeof shaped.message !== 'string') return `${named} (no message)`;
  if (status === 422 && (typeof shaped.errors !== 'object' || shaped.errors === null))
    return `${named} (no errors)`;
  return undefined;
}

/** Runs every case, a few at a time, and answers the ones not answered as documented. */
async function sweep(cases: HostileCase[]): Promise<string[]> {
  const problems: string[] = [];
  let next = 0;
  const worker = async () => {
    while (next < cases.length) {
      const item = cases[next++] as HostileCase;
      const problem = await problemWith(item);
      if (problem) problems.push(problem);
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return problems.sort();
}

/** The id of one row of the resource the admin can see, to update. */
async function someId(resource: Resource): Promise<number | undefined> {
  if (!resource.operations.includes('list')) return undefined;
  const { body } = await server.request<{ data?: { id: number }[] }>(
    'GET',
    `/api/${resource.name}?per_page=1`,
    { token: admin },
  );
  return body.data?.[0]?.id;
}

describe(`hostile input (${database})`, () => {
  it('sweeps the routes the app really serves, parameters included', () => {
    const urls = new Set(routes.map((r) => `${r.method} ${r.url}`));
    expect(urls).toContain('POST /api/arrange-order/:type');
    expect(urls).toContain('GET /api/public/courses/:key');
    expect(urls).toContain('PUT /api/bank/toggle/:id');
    expect(urls).toContain('GET /api/exam-attempt/:id/review');
  });

  it(
    'every resource list refuses out-of-range paging, sorting, search, filters and dates',
    async () => {
      const cases = resources.filter((r) => r.operations.includes('list')).flatMap(listCases);
      expect(await sweep(cases)).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it(
    'every resource refuses hostile field values on create and on update',
    async () => {
      const cases: HostileCase[] = [];
      for (const resource of resources) cases.push(...bodyCases(resource, await someId(resource)));
      expect(await sweep(cases)).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it(
    'every arrange-order type refuses items that name no row',
    async () => {
      expect(await sweep(resources.flatMap(arrangeOrderCases))).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it(
    'every route with a parameter in its path refuses a hostile value in it',
    async () => {
      expect(await sweep(pathParamCases(routes))).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it(
    'every public read refuses hostile paging, filters and keys from a visitor',
    async () => {
      const cases = publicApi.reads.flatMap((read) =>
        publicReadCases(read, resourceOf(read.resource)),
      );
      expect(await sweep(cases)).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it(
    'every public form refuses hostile field values from a visitor',
    async () => {
      const cases = publicApi.forms.flatMap((form) =>
        publicFormCases(form, resourceOf(form.resource)),
      );
      expect(await sweep(cases)).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it(
    'no other GET route fails on hostile query parameters',
    async () => {
      const generic = new Set(
        resources.flatMap((r) => [`/api/${r.name}`, `/api/${r.name}/:id`, `/api/${r.shortList}`]),
      );
      expect(await sweep(domainQueryCases(routes, generic))).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );
});
