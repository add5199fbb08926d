/**
 * PostgreSQL plans an unnamed statement again every time it runs. On the dashboard report over a
 * million expenses that planning was more than half of the server's time per request, so each
 * pooled connection prepares the parameterised statements it runs, named after their text, and
 * binds them again on later runs (docs/DATABASE.md, "Prepared statements on PostgreSQL").
 *
 * - A connection prepares at most `limit` statements; it runs the ones after that unnamed, so a
 *   stream of one-off statements cannot grow a server process without bound.
 * - Statements without parameters (transaction control, migrations' scripts) run as before.
 * - So do full-text matches, whose best plan depends on their words (below).
 * - A statement whose result columns changed under it (another instance migrated the table)
 *   fails once with PostgreSQL's "cached plan must not change result type"; the connection is
 *   then closed instead of returned to the pool, so the next request prepares afresh.
 */
import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';

/** Enough for the statements a busy back office repeats; a connection runs any more unnamed. */
export const PREPARED_PER_CONNECTION = 256;

/** PostgreSQL's code for a prepared statement whose result type changed (feature_not_supported). */
const STALE_PLAN_CODE = '0A000';

const isStalePlan = (error: unknown) =>
  error instanceof Error &&
  (error as { code?: unknown }).code === STALE_PLAN_CODE &&
  error.message.includes('cached plan');

/**
 * A full-text match's best plan depends on its words: a rare word is best found through the GIN
 * index, a common one by walking the list's order and keeping the matches. The plan PostgreSQL
 * may keep for a prepared statement after five runs (its generic plan) must serve any words and
 * takes every word for a rare one: on the bench's 100,000 expenses, the two-word search of common
 * words went from 17 to 135 ms at p99. Such statements are planned on every run.
 */
const planDependsOnWords = (text: string) => text.includes('@@');

/** The same text always gets the same name, on every connection and every instance. */
const names = new Map<string, string>();
const NAMES_KEPT = 4096;

function nameOf(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    if (names.size >= NAMES_KEPT) names.clear();
    name = `s${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
  }
  return name;
}

interface Prepared {
  names: Set<string>;
  stale: boolean;
}

function preparingClient(client: pg.PoolClient, limit: number): PostgresPoolClient {
  const prepared: Prepared = { names: new Set(), stale: false };
  async function run(text: string, values: readonly unknown[]) {
    if (values.length === 0 || planDependsOnWords(text)) return client.query(text, [...values]);
    const name = nameOf(text);
    if (!prepared.names.has(name) && prepared.names.size >= limit)
      return client.query(text, [...values]);
    prepared.names.add(name);
    try {
      return await client.query({ name, text, values: [...values] });
    } catch (error) {
      if (isStalePlan(error)) prepared.stale = true;
      throw error;
    }
  }
  function query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>>;
  function query<R>(cursor: PostgresCursor<R>): PostgresCursor<R>;
  function query<R>(
    sqlOrCursor: string | PostgresCursor<R>,
    parameters: readonly unknown[] = [],
  ): Promise<PostgresQueryResult<R>> | PostgresCursor<R> {
    if (typeof sqlOrCursor !== 'string')
      return client.query(sqlOrCursor as never) as unknown as PostgresCursor<R>;
    return run(sqlOrCursor, parameters) as Promise<PostgresQueryResult<R>>;
  }
  return {
    query,
    // A connection holding a stale statement is closed, not pooled (pg: `release(true)`).
    release: () => client.release(prepared.stale),
  };
}

/** The pool as Kysely's PostgreSQL dialect takes it, each connection preparing its statements. */
export function preparingPool(pool: pg.Pool, limit = PREPARED_PER_CONNECTION): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (wrapped === undefined) {
        wrapped = preparingClient(client, limit);
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}
