/**
 * Reads off the event loop on SQLite (docs/DATABASE.md): a long read runs on a reader thread, so
 * other requests are answered meanwhile; a read past the statement timeout answers 503 and the
 * server keeps serving; closing the server ends every reader thread.
 *
 * The long reads are recursive CTEs behind routes of this test's own: one takes seconds on any
 * machine, the other for minutes; both yield a row every 10,000 steps, so a reader that
 * is given up stops soon. The statement timeout in the tests is seconds long, far above what the
 * server's own reads take on a loaded machine (its start runs reads too).
 */
import { sql, type RawBuilder } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Settings } from '../../server/config/env';
import { testDialect } from '../support/database';
import { startTestServer, type TestApp, type TestServer } from '../support/server';

const ADMIN = 'admin@academy.test';
const HEAVY_PATH = '/test/heavy-read';
const ENDLESS_PATH = '/test/endless-read';
const STATEMENT_TIMEOUT_MS = 3_000;
const countTo = (last: number): RawBuilder<{ x: number }> => sql`
  with recursive counter(x) as (select 1 union all select x + 1 from counter where x < ${sql.lit(last)})
  select x from counter where x % 10000 = 0`;
const HEAVY_READ = countTo(3_000_000);
const ENDLESS_READ = countTo(200_000_000);

/** The test route, and a promise that settles once its first request has sent the read. */
function heavyRoute(): { app: TestApp; started: Promise<void> } {
  let signal: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (signal = resolve));
  return {
    started,
    app: {
      routes: (app, connection) => {
        app.get(HEAVY_PATH, async () => {
          const reading = HEAVY_READ.execute(connection.db);
          signal();
          const { rows } = await reading;
          return { rows: rows.length };
        });
        app.get(ENDLESS_PATH, async () => {
          const { rows } = await ENDLESS_READ.execute(connection.db);
          return { rows: rows.length };
        });
      },
    },
  };
}

/** Worker threads this thread has started and that are still running. */
const runningThreads = () => (process.report.getReport() as { workers: unknown[] }).workers.length;

describe.runIf(testDialect() === 'sqlite')('reads off the event loop (SQLite)', () => {
  let server: TestServer | undefined;

  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function start(sqlite?: Settings['sqlite']) {
    const heavy = heavyRoute();
    server = await startTestServer(sqlite ? { sqlite } : {}, heavy.app);
    return { server, token: await server.login(ADMIN), started: heavy.started };
  }

  it('answers a page-1 list issued during a long read before the long read', async () => {
    const { server, token, started } = await start();
    const answered: string[] = [];
    const heavy = server.request('GET', HEAVY_PATH, { token }).then((response) => {
      answered.push('long read');
      return response;
    });
    await started;
    const list = await server.request('GET', '/api/expense', { token });
    answered.push('list');

    expect(list.status).toBe(200);
    expect((await heavy).status).toBe(200);
    expect(answered).toEqual(['list', 'long read']);
  });

  it('answers 503 to a read past the statement timeout, then serves the next request', async () => {
    const { server, token } = await start({
      readWorkers: 1,
      statementTimeoutMs: STATEMENT_TIMEOUT_MS,
    });

    const heavy = await server.request('GET', ENDLESS_PATH, { token });
    expect(heavy.status).toBe(503);
    expect(heavy.body).toEqual({
      message: 'The database took too long to answer. Please try again.',
    });
    // One reader at most: the list reads on the thread that replaced the one given up.
    const list = await server.request<{ data: unknown[] }>('GET', '/api/expense', { token });
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThan(0);
  });

  it('words the 503 of a read past the statement timeout in Bangla and in English', async () => {
    const { server, token } = await start({
      readWorkers: 1,
      statementTimeoutMs: STATEMENT_TIMEOUT_MS,
    });
    const bangla = await server.request('GET', ENDLESS_PATH, { token, language: 'bn' });
    expect(bangla.status).toBe(503);
    expect(bangla.body).toEqual({
      message: 'ডেটাবেস উত্তর দিতে অনেক সময় নিয়েছে। আবার চেষ্টা করুন।',
    });
    const english = await server.request('GET', ENDLESS_PATH, { token, language: 'en' });
    expect(english.body).toEqual({
      message: 'The database took too long to answer. Please try again.',
    });
  });

  it('ends every reader thread when the server closes', async () => {
    const before = runningThreads();
    const { server: started, token } = await start({
      readWorkers: 2,
      statementTimeoutMs: STATEMENT_TIMEOUT_MS,
    });
    // Two reads at once (the second while the first holds its reader) start both threads, and
    // the given-up long read leaves a thread that must end too.
    const [list, heavy] = await Promise.all([
      started.request('GET', '/api/expense', { token }),
      started.request('GET', ENDLESS_PATH, { token }),
    ]);
    expect([list.status, heavy.status]).toEqual([200, 503]);
    expect(runningThreads()).toBeGreaterThan(before);

    await started.close();
    server = undefined;
    expect(runningThreads()).toBe(before);
  });
});
