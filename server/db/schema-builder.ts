/**
 * Helpers for migrations, so that one migration file yields the same schema on SQLite and
 * PostgreSQL. Conventions: booleans are integers 0/1 on both (one query shape everywhere), money
 * is a 64-bit integer of minor units, JSON is text, times are HH:mm text.
 */
import {
  PostgresAdapter,
  sql,
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Expression,
} from 'kysely';
import type { OnDelete } from '../../schema/fields';
import type { Db, Dialect, Executor } from './types';

export type { OnDelete };

export function dialectOf(db: Executor): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

type ColumnType = ColumnDataType | Expression<unknown>;

export function columnTypes(db: Db) {
  const pg = dialectOf(db) === 'postgres';
  return {
    boolean: 'integer' as ColumnType,
    money: 'bigint' as ColumnType,
    integer: 'integer' as ColumnType,
    text: 'text' as ColumnType,
    string: (length = 190): ColumnType => sql.raw(`varchar(${length})`),
    /** Byte-ordered text, so that range scans on it (prefix search) agree on both databases. */
    binaryString: (length: number): ColumnType =>
      sql.raw(pg ? `varchar(${length}) collate "C"` : `varchar(${length})`),
    timestamp: (pg ? 'timestamptz' : 'text') as ColumnType,
    date: (pg ? 'date' : 'text') as ColumnType,
    time: sql.raw('varchar(5)') as ColumnType,
  };
}

// CreateTableBuilder's generics track the table and its columns; migrations build tables by name.
type TableBuilder = CreateTableBuilder<string, string>;

/** A table whose `id` is an auto-incrementing primary key that is never reused. */
export function createTableWithId(db: Db, table: string): TableBuilder {
  const pg = dialectOf(db) === 'postgres';
  return db.schema
    .createTable(table)
    .addColumn('id', pg ? 'serial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    );
}

/**
 * Creates a table with the columns every record keeps: id, created_at, updated_at, created_by,
 * updated_by. The last two are plain user ids, not foreign keys: history must outlive the user,
 * and roles and users would otherwise reference each other before either exists.
 */
export async function createRecordTable(
  db: Db,
  table: string,
  columns: (t: TableBuilder) => TableBuilder,
): Promise<void> {
  const types = columnTypes(db);
  const builder = columns(createTableWithId(db, table));
  await builder
    .addColumn('created_at', types.timestamp, (c) => c.notNull())
    .addColumn('updated_at', types.timestamp, (c) => c.notNull())
    .addColumn('created_by', 'integer')
    .addColumn('updated_by', 'integer')
    .execute();
}

export async function createIndex(
  db: Db,
  table: string,
  columns: string[],
  options: { unique?: boolean } = {},
): Promise<void> {
  let builder = db.schema
    .createIndex(`${table}_${columns.join('_')}_${options.unique ? 'uq' : 'idx'}`)
    .on(table)
    .columns(columns);
  if (options.unique) builder = builder.unique();
  await builder.execute();
}

/** Indexes each named column on its own (for sortable and filterable fields). */
export async function indexEach(db: Db, table: string, columns: string[]): Promise<void> {
  for (const column of columns) await createIndex(db, table, [column]);
}

/** A foreign key column builder: `notNull` unless the link is optional. */
export const foreignKey =
  (target: string, onDelete: OnDelete, required = true) =>
  (c: ColumnDefinitionBuilder) => {
    const column = c.references(`${target}.id`).onDelete(onDelete);
    return required ? column.notNull() : column;
  };
