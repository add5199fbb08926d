/**
 * Hostile input generated from the config: for every resource, public read, public form and route
 * of the app, values no field can hold (ids past 32 bits, impossible dates, NUL bytes, megabyte
 * strings, lists where one value belongs). A new resource or route is covered without a line here.
 */
import type { FieldDef, Resource } from '../../schema';
import type { PublicForm, PublicRead } from '../../schema/public-api';
import { fillParams, paramsOf, type RouteEntry } from './route-table';

export interface HostileCase {
  method: string;
  /** Path and query, already encoded. */
  path: string;
  /** A JSON document as text, so it may hold what JSON.stringify cannot write (1e309). */
  body?: string;
  signedIn: boolean;
  /**
   * `4xx`: no server could accept this input, so it must be refused. `no-5xx`: the route may
   * ignore the parameter, but must never fail on it.
   */
  expect: '4xx' | 'no-5xx';
}

/** A body value written as JSON text, with a short name for reports. */
interface RawValue {
  label: string;
  json: string;
}

const raw = (value: unknown, label = JSON.stringify(value).slice(0, 24)): RawValue => ({
  label,
  json: JSON.stringify(value),
});
const literal = (json: string): RawValue => ({ label: json, json });

const MEGABYTE = 'x'.repeat(1024 * 1024);
const NUL = 'a\u0000b';

/** Path and query values that are never a row id. */
export const HOSTILE_IDS = [
  '2147483648',
  '9223372036854775808',
  '-1',
  '0',
  '1e309',
  'abc',
  '1.5',
  '\u0000',
];
/** Dates that are not calendar dates, or lie outside the years the product handles. */
const HOSTILE_DATES = ['2026-02-30', '2026-13-01', '0001-01-01', '9999-12-31', 'x', NUL];
/** Query strings that make a list or an object of a parameter that holds one value. */
const shapes = (name: string) => [`${name}[]=1`, `${name}[a]=1`];
const LONG_SEARCH = 'y'.repeat(10_000);

const q = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;

const COMMON_BODY: RawValue[] = [raw([1, 2], 'array'), raw({ a: 1 }, 'object')];
const TEXT_BODY: RawValue[] = [raw(NUL, 'NUL'), raw(MEGABYTE, '1 MB')];
const ID_BODY: RawValue[] = [
  literal('2147483648'),
  literal('9223372036854775808'),
  literal('-1'),
  literal('0'),
  literal('1e309'),
  raw('abc'),
  raw('1.5'),
  raw(NUL, 'NUL'),
];
const DATE_BODY: RawValue[] = [...HOSTILE_DATES.map((d) => raw(d)), literal('20260101')];

/** Values of a field's type that the field can never hold. */
function bodyValues(field: FieldDef): RawValue[] {
  switch (field.type) {
    case 'text':
    case 'email':
    case 'phone':
    case 'textarea':
    case 'color':
    case 'password':
    case 'richText':
      return [...TEXT_BODY, ...COMMON_BODY];
    case 'link':
      return [raw('/\\evil.example'), raw('javascript:alert(1)'), ...TEXT_BODY, ...COMMON_BODY];
    case 'integer':
      return [
        literal('2147483648'),
        literal('-2147483649'),
        literal('9223372036854775808'),
        literal('1e309'),
        raw('1.5'),
        raw(NUL, 'NUL'),
        ...COMMON_BODY,
      ];
    case 'money':
      return [literal('1e309'), raw('1e309'), raw('abc'), raw(NUL, 'NUL'), ...COMMON_BODY];
    case 'boolean':
      return [raw('abc'), literal('2'), raw(NUL, 'NUL'), ...COMMON_BODY];
    case 'date':
      return [...DATE_BODY, ...COMMON_BODY];
    case 'datetime':
      return [
        raw('2026-02-30T10:00:00Z'),
        raw('0001-01-01T00:00:00Z'),
        raw('9999-12-31T23:59:59Z'),
        raw('x'),
        raw(NUL, 'NUL'),
        ...COMMON_BODY,
      ];
    case 'time':
      return [raw('25:00'), raw('x'), raw(NUL, 'NUL'), ...COMMON_BODY];
    case 'choice':
      return [literal('2147483648'), raw('no-such-choice'), raw(NUL, 'NUL'), ...COMMON_BODY];
    case 'reference':
      return [...ID_BODY, ...COMMON_BODY];
    case 'references':
      return [
        literal('[2147483648]'),
        literal('[9223372036854775808]'),
        literal('[-1]'),
        literal('[1e309]'),
        raw(['abc']),
        raw([{ a: 1 }]),
        raw(NUL, 'NUL'),
      ];
    case 'file':
    case 'image':
      return COMMON_BODY;
    case 'json':
      return [literal('5'), literal('1e309')];
  }
}

/** Filter values of a field's type that can match no row of it. */
const FILTER_IDS = ['2147483648', '9223372036854775808', '-1', 'abc', NUL];

function filterValues(field: FieldDef | undefined): string[] {
  if (field === undefined) return FILTER_IDS;
  switch (field.type) {
    case 'integer':
    case 'reference':
    case 'references':
      return FILTER_IDS;
    case 'boolean':
      return ['abc', '2', NUL];
    case 'choice':
      return ['no-such-choice', '2147483648', NUL];
    case 'date':
    case 'datetime':
      return ['2026-02-30', '0001-01-01', NUL];
    case 'money':
      return ['abc', '1e309', NUL];
    default:
      return [NUL, 'z'.repeat(('max' in field && field.max) || 10_000) + 'z'];
  }
}

const jsonBody = (entries: [string, RawValue][]) =>
  `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v.json}`).join(',')}}`;

/** Page numbers and sizes, then the rest of a list's parameters, for one resource's list. */
const PAGING = [
  ...['99999999999999999999', '2147483648', '-1', 'abc', NUL].map((v) => q('page', v)),
  ...['99999999999999999999', '0', '1.5'].map((v) => q('per_page', v)),
  shapes('page')[0] as string,
  shapes('per_page')[1] as string,
];
const SORT_AND_SEARCH = [
  q('sort_by', 'no_such_field'),
  shapes('sort_by')[0] as string,
  q('sort_dir', 'sideways'),
  q('search', NUL),
  q('search', LONG_SEARCH),
  shapes('search')[1] as string,
  q('filter', 'x'),
];

/** List parameters, filters and date ranges of a resource's list. */
export function listCases(resource: Resource): HostileCase[] {
  const base = `/api/${resource.name}`;
  const queries: string[] = [...PAGING, ...SORT_AND_SEARCH];
  const filterable: [string, FieldDef | undefined][] = [
    ['id', undefined],
    ...Object.entries(resource.fields).filter(([, f]) => f.filterable),
  ];
  for (const [name, field] of filterable)
    queries.push(...filterValues(field).map((v) => q(`filter[${name}]`, v)));
  queries.push(`${encodeURIComponent('filter[id][a][b]')}=1`);
  if (resource.dateRangeField) {
    queries.push(
      ...HOSTILE_DATES.map((v) => q('start_date', v)),
      shapes('start_date')[0] as string,
    );
    queries.push(...['2026-02-30', '9999-12-31'].map((v) => q('end_date', v)));
  }
  return queries.map((query) => ({
    method: 'GET',
    path: `${base}?${query}`,
    signedIn: true,
    expect: '4xx',
  }));
}

/** Create, and update by `_method=PUT`, with one hostile value in one field at a time. */
export function bodyCases(resource: Resource, existingId: number | undefined): HostileCase[] {
  const cases: HostileCase[] = [];
  const ops = new Set(resource.operations);
  for (const [name, field] of Object.entries(resource.fields)) {
    if (field.readOnly) continue;
    for (const value of bodyValues(field)) {
      if (ops.has('create'))
        cases.push({
          method: 'POST',
          path: `/api/${resource.name}`,
          body: jsonBody([[name, value]]),
          signedIn: true,
          expect: '4xx',
        });
      if (ops.has('update') && existingId !== undefined)
        cases.push({
          method: 'POST',
          path: `/api/${resource.name}/${existingId}`,
          body: jsonBody([
            ['_method', raw('PUT')],
            [name, value],
          ]),
          signedIn: true,
          expect: '4xx',
        });
    }
  }
  return cases;
}

/** `POST /api/arrange-order/{type}` with lists that name no row. */
export function arrangeOrderCases(resource: Resource): HostileCase[] {
  if (!resource.arrangeOrder) return [];
  const items = [
    '[2147483648]',
    '[9223372036854775808]',
    '[-1]',
    '[1e309]',
    '["abc"]',
    '[{"id":2147483648}]',
    '[[1]]',
    '"x"',
    '{"a":1}',
  ];
  return items.map((json) => ({
    method: 'POST',
    path: `/api/arrange-order/${resource.arrangeOrder!.type}`,
    body: `{"items":${json}}`,
    signedIn: true,
    expect: '4xx',
  }));
}

/** A public list's paging and filters, and its by-key answer, for a visitor. */
export function publicReadCases(read: PublicRead, resource: Resource): HostileCase[] {
  const base = `/api/public/${read.path}`;
  const queries: string[] = [...PAGING];
  for (const name of read.filters)
    queries.push(...filterValues(resource.fields[name]).map((v) => q(`filter[${name}]`, v)));
  const cases: HostileCase[] = queries.map((query) => ({
    method: 'GET',
    path: `${base}?${query}`,
    signedIn: false,
    expect: '4xx',
  }));
  if (read.show) {
    for (const key of [...HOSTILE_IDS, NUL, 'k'.repeat(190)])
      cases.push({
        method: 'GET',
        path: `${base}/${encodeURIComponent(key)}`,
        signedIn: false,
        expect: '4xx',
      });
  }
  return cases;
}

/** A public form with one hostile value in one of its fields, sent by a visitor. */
export function publicFormCases(form: PublicForm, resource: Resource): HostileCase[] {
  const cases: HostileCase[] = [];
  for (const name of form.fields) {
    const field = resource.fields[name];
    if (!field) continue;
    for (const value of bodyValues(field))
      cases.push({
        method: 'POST',
        path: `/api/public/${form.path}`,
        body: jsonBody([[name, value]]),
        signedIn: false,
        expect: '4xx',
      });
  }
  return cases;
}

/**
 * Values for a path parameter: each route and method gets those that reach a database as an
 * out-of-range id or a NUL byte; the other malformed ids take turns over the methods of a path,
 * as they are refused by the same parser. `:value` (a status) gets values no status has.
 */
const SHARP_IDS = ['2147483648', '9223372036854775808', '\u0000'];
const BLUNT_IDS = HOSTILE_IDS.filter((v) => !SHARP_IDS.includes(v));
const HOSTILE_STATUSES = ['2147483648', 'no-such-status', '\u0000', '1e309'];

/** Every route with a parameter in its path, with a hostile value in each parameter in turn. */
export function pathParamCases(routes: RouteEntry[]): HostileCase[] {
  const cases: HostileCase[] = [];
  const turns = new Map<string, number>();
  for (const { method, url } of routes) {
    if (method === 'HEAD' || method === 'OPTIONS' || url.includes('*')) continue;
    for (const param of paramsOf(url)) {
      const key = `${url} ${param}`;
      const turn = turns.get(key) ?? 0;
      turns.set(key, turn + 1);
      const values =
        param === 'value'
          ? HOSTILE_STATUSES
          : [...SHARP_IDS, ...BLUNT_IDS.filter((_v, i) => i % 3 === turn % 3)];
      for (const value of values)
        cases.push({
          method,
          path: fillParams(url, { [param]: encodeURIComponent(value) }),
          body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
          signedIn: !url.startsWith('/api/public/'),
          expect: '4xx',
        });
    }
  }
  return cases;
}

/** Query parameters the domain routes read, each given values no route can use. */
const DOMAIN_QUERY: [string, string[]][] = [
  ['page', ['99999999999999999999', '-1']],
  ['per_page', ['99999999999999999999', '-1']],
  ...['start_date', 'end_date', 'from', 'to', 'date', 'month'].map((name): [string, string[]] => [
    name,
    ['2026-02-30', '0001-01-01', NUL],
  ]),
  ...['course_id', 'student_id', 'tutor', 'schedule', 'before', 'session_id', 'employee_id'].map(
    (name): [string, string[]] => [name, ['2147483648', '1e309']],
  ),
  ...['search', 'status', 'code', 'period', 'format', 'only'].map((name): [string, string[]] => [
    name,
    [NUL, LONG_SEARCH],
  ]),
  ...['subtotal', 'tax', 'other_cost', 'year'].map((name): [string, string[]] => [
    name,
    ['1e309', NUL],
  ]),
];

/** GET routes besides the generic lists: hostile values in the query they may read. */
export function domainQueryCases(routes: RouteEntry[], skip: Set<string>): HostileCase[] {
  const cases: HostileCase[] = [];
  for (const { method, url } of routes) {
    if (method !== 'GET' || skip.has(url) || url.includes('*') || !url.startsWith('/api/'))
      continue;
    if (url.startsWith('/api/public/')) continue;
    const path = fillParams(url, {});
    for (const [name, values] of DOMAIN_QUERY) {
      for (const value of values)
        cases.push({ method, path: `${path}?${q(name, value)}`, signedIn: true, expect: 'no-5xx' });
    }
  }
  return cases;
}
