/**
 * The steps a generated migration takes (`npm run migrate:make`), on both databases. A step names
 * the table it wants as plain data (schema-model/types.ts), written into the migration when it is
 * generated, so a migration keeps doing what it did whatever the config says later.
 *
 * PostgreSQL alters a table in place. SQLite's ALTER TABLE only adds and renames columns, so any
 * other change rebuilds the table: a new table of the wanted shape is created and filled with
 * the rows, the old one is dropped and the new one takes its name, then its indexes are made
 * again. Foreign keys are off meanwhile (dropping a table would otherwise run its ON DELETE
 * actions on the rows of other tables) and checked once the swap is done, in one transaction.
 */
import {
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type RawBuilder,
} from 'kysely';
import { dialectOf } from './schema-builder';
import { introspectIndexes, introspectTable } from './schema-model/introspect';
import {
  indexName,
  type ColumnModel,
  type IndexModel,
  type TableModel,
} from './schema-model/types';
import type { IndexSpec, TableChanges } from './schema-model/diff';
import type { Db } from './types';

function typeSql(column: ColumnModel, pg: boolean): RawBuilder<unknown> {
  switch (column.type) {
    case 'varchar':
      return sql.raw(`varchar(${column.length ?? 190})`);
    case 'date':
      return sql.raw(pg ? 'date' : 'text');
    case 'timestamp':
      return sql.raw(pg ? 'timestamptz' : 'text');
    default:
      return sql.raw(column.type);
  }
}

function columnOptions(table: TableModel, column: ColumnModel, pg: boolean) {
  return (c: ColumnDefinitionBuilder) => {
    let builder = c;
    if (column.autoIncrement)
      builder = pg ? builder.primaryKey() : builder.primaryKey().autoIncrement();
    if (!column.nullable && !column.autoIncrement) builder = builder.notNull();
    if (column.default !== null) builder = builder.defaultTo(column.default);
    const key = table.foreignKeys.find((f) => f.column === column.name);
    if (key) builder = builder.references(`${key.table}.id`).onDelete(key.onDelete);
    return builder;
  };
}

async function createTableOnly(db: Db, table: TableModel, as = table.name): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  let builder: CreateTableBuilder<string, string> = db.schema.createTable(as);
  for (const column of table.columns) {
    const type = column.autoIncrement && pg ? sql.raw('serial') : typeSql(column, pg);
    builder = builder.addColumn(column.name, type, columnOptions(table, column, pg));
  }
  if (table.primaryKey.length > 1 || !table.columns.some((c) => c.autoIncrement))
    builder = builder.addPrimaryKeyConstraint(`${as}_pk`, table.primaryKey);
  await builder.execute();
}

async function addIndex(db: Db, table: string, index: IndexSpec): Promise<void> {
  let builder = db.schema
    .createIndex(indexName(table, index.columns, index.unique))
    .on(table)
    .columns(index.columns);
  if (index.unique) builder = builder.unique();
  await builder.execute();
}

/** Creates the table with its keys and indexes. */
export async function createTable(db: Db, table: TableModel): Promise<void> {
  await createTableOnly(db, table);
  for (const index of table.indexes) await addIndex(db, table.name, index);
}

const sameIndex = (a: IndexSpec) => (b: IndexSpec) =>
  a.unique === b.unique && a.columns.join(',') === b.columns.join(',');

async function findIndex(db: Db, table: string, spec: IndexSpec): Promise<IndexModel> {
  const found = (await introspectIndexes(db, table)).find(sameIndex(spec));
  if (!found) throw new Error(`${table} has no index ${JSON.stringify(spec)}`);
  return found;
}

/** SQLite's own indexes behind UNIQUE column constraints: they go only with the table. */
const isSqliteConstraint = (index: IndexModel) => index.name.startsWith('sqlite_autoindex_');

async function postgresAlter(db: Db, after: TableModel, changes: TableChanges): Promise<void> {
  const table = after.name;
  const column = (name: string) => after.columns.find((c) => c.name === name) as ColumnModel;
  for (const spec of changes.dropIndexes) {
    const index = await findIndex(db, table, spec);
    const constraint = await sql<{ n: number }>`select 1 as n from pg_constraint
      where conname = ${index.name} and conrelid = ${table}::regclass`.execute(db);
    if (constraint.rows.length)
      await db.schema.alterTable(table).dropConstraint(index.name).execute();
    else await db.schema.dropIndex(index.name).execute();
  }
  for (const name of changes.foreignKeys) {
    const current = await sql<{ conname: string }>`select c.conname from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.conrelid = ${table}::regclass and a.attname = ${name}`.execute(
      db,
    );
    for (const { conname } of current.rows)
      await db.schema.alterTable(table).dropConstraint(conname).execute();
  }
  for (const name of changes.dropColumns)
    await db.schema.alterTable(table).dropColumn(name).execute();
  for (const name of changes.addColumns) {
    const wanted = { ...after, foreignKeys: [] };
    await db.schema
      .alterTable(table)
      .addColumn(name, typeSql(column(name), true), columnOptions(wanted, column(name), true))
      .execute();
  }
  for (const name of changes.alterColumns) {
    const wanted = column(name);
    const type = typeSql(wanted, true);
    const id = sql.id(name);
    await sql`alter table ${sql.table(table)} alter column ${id} type ${type} using ${id}::${type}`.execute(
      db,
    );
    await sql`alter table ${sql.table(table)} alter column ${id} ${sql.raw(wanted.nullable ? 'drop not null' : 'set not null')}`.execute(
      db,
    );
    await (
      wanted.default === null
        ? sql`alter table ${sql.table(table)} alter column ${id} drop default`
        : sql`alter table ${sql.table(table)} alter column ${id} set default ${sql.lit(wanted.default)}`
    ).execute(db);
  }
  for (const name of changes.foreignKeys) {
    const key = after.foreignKeys.find((f) => f.column === name);
    if (!key) continue;
    await db.schema
      .alterTable(table)
      .addForeignKeyConstraint(`${table}_${name}_fk`, [name], key.table, ['id'], (c) =>
        c.onDelete(key.onDelete),
      )
      .execute();
  }
  for (const spec of changes.addIndexes) await addIndex(db, table, spec);
}

/** Rebuilds a SQLite table to the given shape, keeping its rows, id sequence and triggers. */
export async function rebuildSqliteTable(db: Db, after: TableModel): Promise<void> {
  const table = after.name;
  const temporary = `${table}__rebuild`;
  const wasOn = (await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows[0]
    ?.foreign_keys;
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`begin`.execute(db);
  try {
    const kept = (await introspectTable(db, table)).columns
      .map((c) => c.name)
      .filter((name) => after.columns.some((c) => c.name === name));
    const columns = sql.join(kept.map((name) => sql.id(name)));
    const sequence = await sql<{
      seq: number;
    }>`select seq from sqlite_sequence where name = ${table}`.execute(db);
    // Dropping the table drops its triggers (money by day, row counts): made again below.
    const triggers = await sql<{
      sql: string;
    }>`select sql from sqlite_master where type = 'trigger' and tbl_name = ${table}`.execute(db);
    await createTableOnly(db, after, temporary);
    await sql`insert into ${sql.table(temporary)} (${columns}) select ${columns} from ${sql.table(table)}`.execute(
      db,
    );
    await db.schema.dropTable(table).execute();
    await db.schema.alterTable(temporary).renameTo(table).execute();
    const seq = sequence.rows[0]?.seq;
    if (seq !== undefined)
      await sql`update sqlite_sequence set seq = max(seq, ${seq}) where name = ${table}`.execute(
        db,
      );
    for (const index of after.indexes) await addIndex(db, table, index);
    for (const trigger of triggers.rows) await sql.raw(trigger.sql).execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length)
      throw new Error(`Rebuilding ${table} broke foreign keys: ${JSON.stringify(broken.rows)}`);
    await sql`commit`.execute(db);
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  } finally {
    if (wasOn === 1) await sql`pragma foreign_keys = on`.execute(db);
  }
}

async function sqliteAlter(db: Db, after: TableModel, changes: TableChanges): Promise<void> {
  const table = after.name;
  const current = await introspectTable(db, table);
  const dropped = await Promise.all(changes.dropIndexes.map((s) => findIndex(db, table, s)));
  const plainAdd = changes.addColumns.every((name) => {
    const column = after.columns.find((c) => c.name === name) as ColumnModel;
    return column.nullable || column.default !== null;
  });
  const needsRebuild =
    changes.alterColumns.length > 0 ||
    changes.dropColumns.length > 0 ||
    changes.foreignKeys.some((name) => current.columns.some((c) => c.name === name)) ||
    dropped.some(isSqliteConstraint) ||
    !plainAdd;
  if (needsRebuild) return rebuildSqliteTable(db, after);
  for (const index of dropped) await db.schema.dropIndex(index.name).execute();
  for (const name of changes.addColumns) {
    const column = after.columns.find((c) => c.name === name) as ColumnModel;
    await db.schema
      .alterTable(table)
      .addColumn(name, typeSql(column, false), columnOptions(after, column, false))
      .execute();
  }
  for (const spec of changes.addIndexes) await addIndex(db, table, spec);
}

/**
 * Brings an existing table to the shape `after`: the columns, keys and indexes `changes` names.
 * Adding a unique index fails if the rows hold duplicates, and a not-null column without a
 * default fails if the table has rows: both leave the database as it was.
 */
export async function alterTable(db: Db, after: TableModel, changes: TableChanges): Promise<void> {
  if (dialectOf(db) === 'postgres') await postgresAlter(db, after, changes);
  else await sqliteAlter(db, after, changes);
}

/** The changes that undo `changes` (for a migration's `down`). */
export function reverse(changes: TableChanges): TableChanges {
  return {
    addColumns: changes.dropColumns,
    dropColumns: changes.addColumns,
    alterColumns: changes.alterColumns,
    foreignKeys: changes.foreignKeys,
    dropIndexes: changes.addIndexes,
    addIndexes: changes.dropIndexes,
  };
}
