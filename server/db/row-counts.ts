/**
 * `row_counts`: how many rows some tables hold, kept by triggers in the transaction of each insert
 * and delete (docs/DATABASE.md, "Row counts"), so that an unfiltered list's exact total is a read
 * of a few rows instead of a count of the whole table (about a second at a million rows on
 * PostgreSQL).
 *
 * A table's count is the sum of its rows here. On SQLite, which has one writer, that is one row
 * that each inserted or deleted row moves by one. On PostgreSQL, where writers run at once, each
 * writing statement adds a row of its own (+n or −n): no writer waits for another's lock, and none
 * can deadlock on it. `compactRowCounts` folds those rows into one from time to time.
 *
 * A table with no row here is not kept, and its lists count it.
 */
import { sql } from 'kysely';
import { columnTypes, dialectOf } from './schema-builder';
import type { Db, Executor } from './types';

export const ROW_COUNTS = 'row_counts' as const;

/** On PostgreSQL, a count read over more rows than this is folded (`compactRowCounts`). */
export const ROWS_BEFORE_COMPACTING = 64;

const triggerName = (table: string, operation: 'insert' | 'delete' | 'truncate') =>
  `${ROW_COUNTS}_${table}_${operation}`;

export async function createRowCountsTable(db: Db): Promise<void> {
  await db.schema
    .createTable(ROW_COUNTS)
    .addColumn('table_name', columnTypes(db).string(64), (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex(`${ROW_COUNTS}_table_idx`)
    .on(ROW_COUNTS)
    .column('table_name')
    .execute();
  if (dialectOf(db) === 'postgres') await createPostgresFunctions(db);
}

/**
 * Three functions every kept table's triggers share; `tg_table_name` says which table wrote. A
 * statement's transition table holds exactly the rows it inserted or deleted (an upsert's updated
 * rows are not among them), however many.
 */
async function createPostgresFunctions(db: Db): Promise<void> {
  const adding = (name: string, sign: '' | '-', rows: string) =>
    sql.raw(
      `create function ${name}() returns trigger language plpgsql as $$ begin ` +
        `insert into ${ROW_COUNTS} (table_name, n) select tg_table_name, ${sign}count(*) from ${rows} ` +
        `having count(*) > 0; return null; end $$`,
    );
  await adding(`${ROW_COUNTS}_inserted`, '', 'inserted_rows').execute(db);
  await adding(`${ROW_COUNTS}_deleted`, '-', 'deleted_rows').execute(db);
  await sql
    .raw(
      `create function ${ROW_COUNTS}_truncated() returns trigger language plpgsql as $$ begin ` +
        `delete from ${ROW_COUNTS} where table_name = tg_table_name; ` +
        `insert into ${ROW_COUNTS} (table_name, n) values (tg_table_name, 0); return null; end $$`,
    )
    .execute(db);
}

/**
 * Keeps the count of each of `tables` from now on: its triggers, and its rows counted once. Run
 * it where nothing writes to those tables (a migration).
 */
export async function keepRowCounts(db: Db, tables: readonly string[]): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const table of tables) {
    if (postgres) {
      // A transition table exists only for an insert's or a delete's trigger, one event each.
      const statementTrigger = (
        event: 'insert' | 'delete' | 'truncate',
        rows: string,
        fn: 'inserted' | 'deleted' | 'truncated',
      ) =>
        sql
          .raw(
            `create trigger ${triggerName(table, event)} after ${event} on ${table} ${rows} ` +
              `for each statement execute function ${ROW_COUNTS}_${fn}()`,
          )
          .execute(db);
      await statementTrigger('insert', 'referencing new table as inserted_rows', 'inserted');
      await statementTrigger('delete', 'referencing old table as deleted_rows', 'deleted');
      await statementTrigger('truncate', '', 'truncated');
    } else {
      const moving = (operation: 'insert' | 'delete', by: string) =>
        sql.raw(
          `create trigger ${triggerName(table, operation)} after ${operation} on ${table} begin ` +
            `update ${ROW_COUNTS} set n = n ${by} 1 where table_name = '${table}'; end`,
        );
      await moving('insert', '+').execute(db);
      await moving('delete', '-').execute(db);
    }
    await sql
      .raw(`insert into ${ROW_COUNTS} (table_name, n) select '${table}', count(*) from ${table}`)
      .execute(db);
  }
}

/** Stops keeping the counts of `tables`: their triggers and rows go. */
export async function stopRowCounts(db: Db, tables: readonly string[]): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const table of tables) {
    for (const operation of postgres
      ? (['insert', 'delete', 'truncate'] as const)
      : (['insert', 'delete'] as const))
      await sql
        .raw(
          postgres
            ? `drop trigger if exists ${triggerName(table, operation)} on ${table}`
            : `drop trigger if exists ${triggerName(table, operation)}`,
        )
        .execute(db);
    await db.deleteFrom(ROW_COUNTS).where('table_name', '=', table).execute();
  }
}

export async function dropRowCountsTable(db: Db): Promise<void> {
  if (dialectOf(db) === 'postgres')
    for (const name of ['inserted', 'deleted', 'truncated'])
      await sql.raw(`drop function if exists ${ROW_COUNTS}_${name}()`).execute(db);
  await db.schema.dropTable(ROW_COUNTS).execute();
}

export interface KeptCount {
  total: number;
  /** How many rows of `row_counts` it was summed from. */
  rows: number;
}

/** The read of `table`'s kept count (the API bench prints its plan). */
export const keptRowCountQuery = (db: Executor, table: string) =>
  db
    .selectFrom(ROW_COUNTS)
    .select((eb) => [
      eb.fn.sum<number | string>('n').as('total'),
      eb.fn.countAll<number | string>().as('rows'),
    ])
    .where('table_name', '=', table);

/** The kept count of `table`'s rows, or undefined when its count is not kept. */
export async function keptRowCount(db: Executor, table: string): Promise<KeptCount | undefined> {
  const row = await keptRowCountQuery(db, table).executeTakeFirst();
  const rows = Number(row?.rows ?? 0);
  return rows === 0 ? undefined : { total: Number(row?.total ?? 0), rows };
}

/**
 * Folds `table`'s rows into one in a single statement (PostgreSQL; SQLite keeps one row anyway). A statement that wrote a row not yet
 * committed is not folded (it is not seen) and counts once it commits; two folds at once each take
 * the rows only they deleted, so the sum never changes.
 */
export async function compactRowCounts(db: Executor, table: string): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await sql`
    with folded as (delete from ${sql.table(ROW_COUNTS)} where table_name = ${table} returning n)
    insert into ${sql.table(ROW_COUNTS)} (table_name, n)
    select ${table}, coalesce(sum(n), 0) from folded having count(*) > 0`.execute(db);
}
