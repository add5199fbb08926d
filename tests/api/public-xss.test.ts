/**
 * Every rich-text field the public API serves, found from public-api.config.ts (so a newly
 * declared read is covered without touching this file), is fed known XSS payloads through the
 * admin API and read back through the public API: nothing executable may come back. The same
 * payloads written straight into the database, past the cleaning on write, show that the public
 * answer is cleaned again on output.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicApi } from '../../public-api.config';
import { resourcesByName } from '../../resources.config';
import type { PublicRead } from '../../schema/public-api';
import { rawRequest } from '../support/raw-request';
import { startTestServer, type TestServer } from '../support/server';
import { executableParts, XSS_PAYLOADS } from '../support/xss';
import { openTables } from '../../server/db/types';

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
});
afterAll(() => server.close());

type Row = Record<string, unknown>;

/** A rich-text field served by a read, on its own rows or on a child's. */
interface Target {
  read: PublicRead;
  child: string | undefined;
  resource: string;
  field: string;
}

const richTextOf = (resource: string, fields: readonly string[]) =>
  fields.filter((name) => resourcesByName.get(resource)?.fields[name]?.type === 'richText');

const targets: Target[] = publicApi.reads.flatMap((read) => [
  ...richTextOf(read.resource, read.fields).map((field) => ({
    read,
    child: undefined,
    resource: read.resource,
    field,
  })),
  ...Object.entries(read.children).flatMap(([child, declared]) =>
    richTextOf(declared.resource, declared.fields).map((field) => ({
      read,
      child,
      resource: declared.resource,
      field,
    })),
  ),
]);

const label = (t: Target) => `${t.read.path}${t.child ? `.${t.child}` : ''}.${t.field}`;

async function served(path: string): Promise<Row[]> {
  const { status, json } = await rawRequest(server, 'GET', `/api/public/${path}`);
  expect(status, path).toBe(200);
  const data = json!.data;
  return (Array.isArray(data) ? data : [data]) as Row[];
}

/** The by-key path of a served row (its id or its unique key), if the read offers one. */
async function showPath(read: PublicRead, id: number): Promise<string | undefined> {
  if (!read.show) return undefined;
  if (read.show === 'id') return `${read.path}/${id}`;
  const table = resourcesByName.get(read.resource)!.table;
  const row = await openTables(server.connection.db)
    .selectFrom(table)
    .select(read.show)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return `${read.path}/${encodeURIComponent(String(row[read.show]))}`;
}

/** Every value of the target field in the answers that carry the row (list and by key). */
async function valuesServed(target: Target, parentId: number, childId?: number) {
  const { read } = target;
  const answers = [...(await served(`${read.path}?per_page=${read.paging.maxPerPage}`))];
  const byKey = await showPath(read, parentId);
  if (byKey) answers.push(...(await served(byKey)));
  const values: string[] = [];
  for (const parent of answers.filter((row) => row.id === parentId)) {
    if (!target.child) {
      if (target.field in parent) values.push(String(parent[target.field]));
      continue;
    }
    const value = parent[target.child];
    const children = (Array.isArray(value) ? value : value ? [value] : []) as Row[];
    for (const child of children.filter((row) => row.id === childId))
      if (target.field in child) values.push(String(child[target.field]));
  }
  return values;
}

/** A served row carrying the target (and for a child target, a child row of it). */
async function servedRow(target: Target): Promise<{ parentId: number; childId?: number }> {
  const { read } = target;
  const rows = await served(`${read.path}?per_page=${read.paging.maxPerPage}`);
  for (const row of rows) {
    const parentId = Number(row.id);
    if (!target.child) return { parentId };
    const byKey = await showPath(read, parentId);
    const [full] = byKey ? await served(byKey) : [row];
    const value = full?.[target.child];
    const child = (Array.isArray(value) ? value[0] : value) as Row | undefined;
    if (child) return { parentId, childId: Number(child.id) };
  }
  throw new Error(`${label(target)}: the demo data has no public row to test it on`);
}

describe('rich text served by the public API', () => {
  it('is found in the declarations', () => {
    expect(targets.map(label)).toEqual(expect.arrayContaining(['courses.description']));
  });

  it.each(targets.map((t) => [label(t), t] as const))(
    '%s: payloads written through the admin API come back inert',
    async (_name, target) => {
      const { parentId, childId } = await servedRow(target);
      const resource = resourcesByName.get(target.resource)!;
      const id = childId ?? parentId;
      for (const payload of XSS_PAYLOADS) {
        const saved = await server.request('POST', `/api/${resource.name}/${id}`, {
          token: admin,
          json: { _method: 'PUT', [target.field]: `<p>Safe text</p>${payload}` },
        });
        if (payload.includes('\u0000')) {
          // Refused before it is stored: no database text holds it on PostgreSQL.
          expect(saved.status, payload).toBe(422);
          continue;
        }
        expect(saved.status, payload).toBe(200);
        const values = await valuesServed(target, parentId, childId);
        expect(values.length, payload).toBeGreaterThan(0);
        for (const value of values) {
          expect(value, payload).toContain('Safe text');
          expect(executableParts(value), payload).toEqual([]);
        }
      }
    },
  );

  it.each(targets.map((t) => [label(t), t] as const))(
    '%s: payloads stored past the write cleaning are cleaned on output',
    async (_name, target) => {
      const { parentId, childId } = await servedRow(target);
      const table = resourcesByName.get(target.resource)!.table;
      // PostgreSQL text holds no NUL character (the API refuses them), so none is stored here.
      const raw = XSS_PAYLOADS.map((payload) => `<p>Safe text</p>${payload}`)
        .join('\n')
        .replaceAll('\u0000', '');
      expect(executableParts(raw).length).toBeGreaterThan(0);
      await openTables(server.connection.db)
        .updateTable(table)
        .set({ [target.field]: raw, updated_at: new Date().toISOString() })
        .where('id', '=', childId ?? parentId)
        .execute();
      const values = await valuesServed(target, parentId, childId);
      expect(values.length).toBeGreaterThan(0);
      for (const value of values) {
        expect(value).toContain('Safe text');
        expect(executableParts(value)).toEqual([]);
      }
    },
  );
});
