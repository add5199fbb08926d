import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReadPool } from './read-pool';
import { StatementTimeoutError } from './statement-timeout-error';

/**
 * A read far longer than the test's statement timeout. It yields rows, so its given-up thread
 * stops at the next one (a thread cannot be stopped inside a statement).
 */
const LONG =
  'with recursive n(i) as (select 1 union all select i + 1 from n where i < 200000000) select i from n';
const NUMBERS = 'select id from numbers where id <= ? order by id';

let folder: string;
let file: string;
let pool: ReadPool | undefined;

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'read-pool-'));
  file = join(folder, 'reads.sqlite');
  const database = new Database(file);
  database.pragma('journal_mode = WAL');
  database.exec('create table numbers (id integer primary key)');
  database.exec(
    'insert into numbers (id) with recursive n(i) as (select 1 union all select i + 1 from n where i < 10) select i from n',
  );
  database.close();
});

afterEach(async () => {
  vi.restoreAllMocks();
  await pool?.close();
  pool = undefined;
  rmSync(folder, { recursive: true, force: true });
});

describe('ReadPool', () => {
  it('sends reads queued together to a thread in one message, and answers each', async () => {
    const sent = vi.spyOn(Worker.prototype, 'postMessage');
    pool = new ReadPool({ file, size: 1, statementTimeoutMs: 10_000 });
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => pool!.read(NUMBERS, [n])));
    expect(answers.map((rows) => rows.length)).toEqual([1, 2, 3, 4, 5]);
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('fails only the read past the statement timeout, and the reads batched behind it run on a new thread', async () => {
    pool = new ReadPool({ file, size: 1, statementTimeoutMs: 300 });
    const [long, after] = await Promise.allSettled([pool.read(LONG, []), pool.read(NUMBERS, [3])]);
    expect(long.status === 'rejected' && long.reason).toBeInstanceOf(StatementTimeoutError);
    expect(after).toEqual({ status: 'fulfilled', value: [{ id: 1 }, { id: 2 }, { id: 3 }] });
  });
});
