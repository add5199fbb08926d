/**
 * Prepared statements on PostgreSQL (server/db/postgres/prepared-statements.ts), against a real
 * server: what each pooled connection prepares, its limit, and a statement whose table changed
 * under it.
 */
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { preparingPool } from '../../server/db/postgres/prepared-statements';
import type { ScratchDatabase } from '../../server/db/scratch-database';
import { freshDatabase, testDialect } from '../support/database';

describe.runIf(testDialect() === 'postgres')('prepared statements (PostgreSQL)', () => {
  let scratch: ScratchDatabase;
  let pools: pg.Pool[] = [];

  /** A Kysely over one pooled connection, so that every statement meets the same server process. */
  function openDb(limit?: number) {
    const pool = new pg.Pool({ connectionString: scratch.databaseUrl, max: 1 });
    pools.push(pool);
    return new Kysely<Record<string, never>>({
      dialect: new PostgresDialect({ pool: preparingPool(pool, limit) }),
    });
  }

  const preparedTexts = async (db: Kysely<Record<string, never>>) =>
    (
      await sql<{
        statement: string;
      }>`select statement from pg_prepared_statements order by statement`.execute(db)
    ).rows.map((row) => row.statement);

  const backend = async (db: Kysely<Record<string, never>>) =>
    (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid;

  beforeAll(async () => {
    scratch = await freshDatabase();
    const setup = openDb();
    await sql`create table things (id integer primary key, name text)`.execute(setup);
    await sql`insert into things values (1, 'one'), (2, 'two'), (3, 'three')`.execute(setup);
  });

  afterEach(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    pools = [];
  });

  afterAll(() => scratch.release());

  it('prepares a statement with parameters once per connection and reuses it', async () => {
    const db = openDb();
    const byId = (id: number) =>
      sql<{ name: string }>`select name from things where id = ${id}`.execute(db);
    expect((await byId(1)).rows).toEqual([{ name: 'one' }]);
    expect((await byId(2)).rows).toEqual([{ name: 'two' }]);
    expect(await preparedTexts(db)).toEqual(['select name from things where id = $1']);
  });

  it('runs statements without parameters unnamed', async () => {
    const db = openDb();
    await sql`select count(*) from things`.execute(db);
    expect(await preparedTexts(db)).toEqual([]);
  });

  it('plans a full-text match on every run, since its best plan depends on the words', async () => {
    const db = openDb();
    for (const words of ['office', 'office & rent', 'rent'])
      await sql`select 1 where to_tsvector('simple', 'office rent') @@ to_tsquery('simple', ${words})`.execute(
        db,
      );
    expect(await preparedTexts(db)).toEqual([]);
  });

  it('runs the statements past its limit unnamed, with the same answers', async () => {
    const db = openDb(2);
    const answers: unknown[] = [];
    for (const column of ['id', 'name', 'id + 1']) {
      const { rows } =
        await sql`select ${sql.raw(column)} as v from things where id = ${3}`.execute(db);
      answers.push(rows[0]);
    }
    expect(answers).toEqual([{ v: 3 }, { v: 'three' }, { v: 4 }]);
    expect(await preparedTexts(db)).toEqual([
      'select id as v from things where id = $1',
      'select name as v from things where id = $1',
    ]);
  });

  it('closes a connection whose statement went stale, and the next one prepares afresh', async () => {
    const db = openDb();
    const row = (id: number) => sql`select * from things where id = ${id}`.execute(db);
    await row(1);
    const before = await backend(db);
    // Another instance migrating the table: the prepared `select *` would now return a column more.
    await sql`alter table things add column note text`.execute(openDb());
    await expect(row(1)).rejects.toThrow(/cached plan must not change result type/);
    expect(await backend(db)).not.toBe(before);
    expect((await row(2)).rows).toEqual([{ id: 2, name: 'two', note: null }]);
  });
});
