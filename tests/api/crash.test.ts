/**
 * A crash loses nothing the server acknowledged: the real server (a child process) takes a
 * stream of expense writes, several in flight, and is killed with SIGKILL partway through. After
 * a restart on the same data every acknowledged expense is there, each expense has its audit row
 * (written in the same transaction), and the database itself is intact.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect } from '../../server/db/connection';
import { DEMO_PASSWORD } from '../../server/db/seed';
import type { ScratchDatabase } from '../../server/db/scratch-database';
import { startChildServer, type ChildServer } from '../support/child-server';
import { freshDatabase } from '../support/database';

/** Writes sent at most; the kill comes after KILL_AFTER of them are acknowledged. */
const MAX_WRITES = 300;
const KILL_AFTER = 60;
const IN_FLIGHT = 8;
const REQUEST_TIMEOUT_MS = 10_000;
const TITLE = 'Crash test expense';

let database: ScratchDatabase;
let server: ChildServer | undefined;

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await server?.kill();
  await database?.release();
});

async function call<T>(
  base: string,
  method: string,
  path: string,
  json?: unknown,
  token?: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: json === undefined ? undefined : JSON.stringify(json),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

async function signIn(base: string): Promise<string> {
  const { status, body } = await call<{ token?: string }>(base, 'POST', '/api/login', {
    email: 'admin@academy.test',
    password: DEMO_PASSWORD,
  });
  if (status !== 200 || !body.token) throw new Error(`Sign-in failed: ${status}`);
  return body.token;
}

async function firstActiveId(base: string, token: string, resource: string): Promise<number> {
  const { body } = await call<{ data: { id: number }[] }>(
    base,
    'GET',
    `/api/${resource}?filter[is_active]=1&per_page=1`,
    undefined,
    token,
  );
  const row = body.data[0];
  if (!row) throw new Error(`The demo data has no active ${resource}`);
  return Number(row.id);
}

describe('a crash (SIGKILL) during writes', () => {
  it('keeps every acknowledged write, and the database intact', { timeout: 300_000 }, async () => {
    server = await startChildServer(database);
    const base = server.url;
    const token = await signIn(base);
    const expense = {
      expense_type_id: await firstActiveId(base, token, 'expense-type'),
      bank_account_id: await firstActiveId(base, token, 'bank-account'),
      amount: '0.01',
      date: '2026-01-15',
    };

    // Writers share a counter; each stops at its first failed request (the server is gone).
    const acknowledged = new Map<number, string>();
    const refused: string[] = [];
    let sent = 0;
    let interrupted = 0;
    let killing: Promise<void> | undefined;
    const writer = async () => {
      while (sent < MAX_WRITES) {
        const title = `${TITLE} ${sent}`;
        sent += 1;
        let answer: { status: number; body: { data?: { id: number } } };
        try {
          answer = await call(base, 'POST', '/api/expense', { ...expense, title }, token);
        } catch {
          interrupted += 1;
          return;
        }
        if (answer.status === 201 && answer.body.data) acknowledged.set(answer.body.data.id, title);
        else refused.push(`${answer.status} ${JSON.stringify(answer.body)}`);
        if (acknowledged.size >= KILL_AFTER && !killing) killing = server!.kill();
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, writer));
    await killing;
    expect(refused).toEqual([]);
    // Enough were acknowledged before the kill for the check below to mean something.
    expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER);
    // The kill came mid-stream: writers were cut off, not finished.
    expect(interrupted).toBeGreaterThan(0);

    server = await startChildServer(database);
    const again = await signIn(server.url);
    const missing: number[] = [];
    for (const [id, title] of acknowledged) {
      const { status, body } = await call<{ data?: { title: string } }>(
        server.url,
        'GET',
        `/api/expense/${id}`,
        undefined,
        again,
      );
      if (status !== 200 || body.data?.title !== title) missing.push(id);
    }
    expect(missing).toEqual([]);
    await server.stop();
    server = undefined;

    const connection = connect(database);
    try {
      const db = connection.db;
      // Every crash-test expense has exactly one create audit row, and no audit row lost its
      // expense: a transaction was kept whole or not at all.
      const unpaired = await sql<{ id: number }>`
        select e.id from expenses e
        where e.title like ${`${TITLE} %`}
          and (select count(*) from audit_logs a
               where a.resource = 'expense' and a.action = 'create' and a.record_id = e.id) <> 1
        union all
        select a.record_id from audit_logs a
        where a.resource = 'expense' and a.action = 'create'
          and not exists (select 1 from expenses e where e.id = a.record_id)`.execute(db);
      expect(unpaired.rows).toEqual([]);
      if (connection.dialect === 'sqlite') {
        const integrity = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(
          db,
        );
        expect(integrity.rows).toEqual([{ integrity_check: 'ok' }]);
        const foreignKeys = await sql`pragma foreign_key_check`.execute(db);
        expect(foreignKeys.rows).toEqual([]);
      }
    } finally {
      await connection.close();
    }
  });
});
