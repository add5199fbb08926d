/**
 * Reads a live database into the schema model: Kysely's introspection lists the tables and their
 * columns; each dialect's catalogue gives what Kysely does not (lengths, defaults, keys, indexes):
 * SQLite's table_info, index_list, index_info and foreign_key_list pragmas, PostgreSQL's
 * information_schema and pg_catalog.
 */
import { sql } from 'kysely';
import { SEARCH_TABLE } from '../../resources/search-document-id';
import { dialectOf, type OnDelete } from '../schema-builder';
import type { Db } from '../types';
import type {
  ColumnDefault,
  ColumnModel,
  ColumnType,
  ForeignKeyModel,
  IndexModel,
  SchemaModel,
  TableModel,
} from './types';

/** A default as the catalogue spells it (`'active'::character varying`, `0`) read as a value. */
export function parseDefault(text: string | null): ColumnDefault {
  if (text === null) return null;
  const cast = /::([\w\s]+)(\(\d+\))?$/.exec(text);
  const value = (cast ? text.slice(0, cast.index) : text).trim();
  const quoted = /^'(.*)'$/s.exec(value);
  const number = /^-?\d+(\.\d+)?$/;
  // PostgreSQL spells a negative number default as a quoted literal cast to its type.
  const numericCast = cast !== null && /^(integer|bigint|numeric)$/.test(cast[1]!.trim());
  if (quoted && !(numericCast && number.test(quoted[1]!))) return quoted[1]!.replace(/''/g, "'");
  const bare = quoted ? quoted[1]! : value;
  return number.test(bare) ? Number(bare) : bare;
}

const ON_DELETE: Record<string, OnDelete> = {
  restrict: 'restrict',
  r: 'restrict',
  'no action': 'restrict',
  a: 'restrict',
  cascade: 'cascade',
  c: 'cascade',
  'set null': 'set null',
  n: 'set null',
};

function onDeleteOf(rule: string): OnDelete {
  const known = ON_DELETE[rule.toLowerCase()];
  if (!known) throw new Error(`Unsupported delete rule "${rule}"`);
  return known;
}

function sqliteType(declared: string): { type: ColumnType; length?: number } {
  const varchar = /^varchar\((\d+)\)$/i.exec(declared);
  if (varchar) return { type: 'varchar', length: Number(varchar[1]) };
  const type = declared.toLowerCase();
  if (type === 'integer' || type === 'bigint' || type === 'text') return { type };
  throw new Error(`Unsupported SQLite column type "${declared}"`);
}

async function sqliteTable(db: Db, name: string, autoIncrement: Set<string>): Promise<TableModel> {
  const info = await sql<{
    name: string;
    type: string;
    notnull: number;
    dflt_value: string | null;
    pk: number;
  }>`select name, type, "notnull", dflt_value, pk from pragma_table_info(${name}) order by cid`.execute(
    db,
  );
  const columns: ColumnModel[] = info.rows.map((c) => ({
    name: c.name,
    ...sqliteType(c.type),
    // A primary key column never holds null, whatever the pragma says of INTEGER PRIMARY KEY.
    nullable: c.notnull === 0 && c.pk === 0,
    default: parseDefault(c.dflt_value),
    ...(autoIncrement.has(c.name) ? { autoIncrement: true } : {}),
  }));
  const primaryKey = info.rows
    .filter((c) => c.pk > 0)
    .sort((a, b) => a.pk - b.pk)
    .map((c) => c.name);

  const list = await sql<{
    name: string;
    unique: number;
    origin: string;
  }>`select name, "unique", origin from pragma_index_list(${name})`.execute(db);
  const indexes: IndexModel[] = [];
  for (const index of list.rows.filter((i) => i.origin !== 'pk')) {
    const parts = await sql<{
      name: string;
    }>`select name from pragma_index_info(${index.name}) order by seqno`.execute(db);
    indexes.push({
      name: index.name,
      columns: parts.rows.map((p) => p.name),
      unique: index.unique === 1,
    });
  }

  const keys = await sql<{
    table: string;
    from: string;
    on_delete: string;
  }>`select "table", "from", on_delete from pragma_foreign_key_list(${name})`.execute(db);
  const foreignKeys: ForeignKeyModel[] = keys.rows.map((k) => ({
    column: k.from,
    table: k.table,
    onDelete: onDeleteOf(k.on_delete),
  }));
  return { name, columns, primaryKey, foreignKeys, indexes };
}

function postgresType(
  dataType: string,
  length: number | null,
): { type: ColumnType; length?: number } {
  switch (dataType) {
    case 'character varying':
      return { type: 'varchar', length: length ?? undefined };
    case 'timestamp with time zone':
      return { type: 'timestamp' };
    case 'integer':
    case 'bigint':
    case 'text':
    case 'date':
      return { type: dataType };
    default:
      throw new Error(`Unsupported PostgreSQL column type "${dataType}"`);
  }
}

/** A PostgreSQL table's primary key and its other indexes, from the catalogue. */
async function postgresIndexes(
  db: Db,
  name: string,
): Promise<Pick<TableModel, 'primaryKey' | 'indexes'>> {
  const indexRows = await sql<{
    name: string;
    unique: boolean;
    primary: boolean;
    column: string;
  }>`select i.relname as name, ix.indisunique as unique, ix.indisprimary as primary,
            a.attname as column
     from pg_index ix
     join pg_class t on t.oid = ix.indrelid
     join pg_class i on i.oid = ix.indexrelid
     join pg_namespace ns on ns.oid = t.relnamespace
     cross join lateral unnest(ix.indkey) with ordinality as k(attnum, n)
     join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
     where ns.nspname = current_schema() and t.relname = ${name}
     order by i.relname, k.n`.execute(db);
  const byIndex = new Map<string, IndexModel & { primary: boolean }>();
  for (const row of indexRows.rows) {
    const index = byIndex.get(row.name) ?? {
      name: row.name,
      columns: [],
      unique: row.unique,
      primary: row.primary,
    };
    index.columns.push(row.column);
    byIndex.set(row.name, index);
  }
  const all = [...byIndex.values()];
  const primaryKey = all.find((i) => i.primary)?.columns ?? [];
  const indexes = all.filter((i) => !i.primary).map(({ primary: _, ...index }) => index);
  return { primaryKey, indexes };
}

async function postgresTable(
  db: Db,
  name: string,
  autoIncrement: Set<string>,
): Promise<TableModel> {
  const info = await sql<{
    column_name: string;
    data_type: string;
    character_maximum_length: number | null;
    is_nullable: 'YES' | 'NO';
    column_default: string | null;
  }>`select column_name, data_type, character_maximum_length, is_nullable, column_default
     from information_schema.columns
     where table_schema = current_schema() and table_name = ${name}
     order by ordinal_position`.execute(db);
  const columns: ColumnModel[] = info.rows.map((c) => {
    const serial = autoIncrement.has(c.column_name);
    return {
      name: c.column_name,
      ...postgresType(c.data_type, c.character_maximum_length),
      nullable: c.is_nullable === 'YES',
      // A serial column's default is its sequence: that is what autoIncrement says.
      default: serial ? null : parseDefault(c.column_default),
      ...(serial ? { autoIncrement: true } : {}),
    };
  });

  const { primaryKey, indexes } = await postgresIndexes(db, name);

  const keys = await sql<{
    column: string;
    table: string;
    rule: string;
  }>`select a.attname as column, rt.relname as table, c.confdeltype as rule
     from pg_constraint c
     join pg_class t on t.oid = c.conrelid
     join pg_namespace ns on ns.oid = t.relnamespace
     join pg_class rt on rt.oid = c.confrelid
     join pg_attribute a on a.attrelid = t.oid and a.attnum = c.conkey[1]
     where c.contype = 'f' and ns.nspname = current_schema() and t.relname = ${name}`.execute(db);
  const foreignKeys = keys.rows.map((k) => ({
    column: k.column,
    table: k.table,
    onDelete: onDeleteOf(k.rule),
  }));
  return { name, columns, primaryKey, foreignKeys, indexes };
}

/**
 * One table's indexes other than its primary key, read without the rest of the schema: a
 * migration dropping indexes on many tables asks for them once per index.
 */
export async function introspectIndexes(db: Db, name: string): Promise<IndexModel[]> {
  return dialectOf(db) === 'postgres'
    ? (await postgresIndexes(db, name)).indexes
    : (await sqliteTable(db, name, new Set())).indexes;
}

/** One table of the database. */
export async function introspectTable(db: Db, name: string): Promise<TableModel> {
  const tables = await db.introspection.getTables();
  const table = tables.find((t) => t.name === name);
  if (!table) throw new Error(`No table ${name}`);
  const autoIncrement = new Set(
    table.columns.filter((c) => c.isAutoIncrementing).map((c) => c.name),
  );
  return dialectOf(db) === 'postgres'
    ? postgresTable(db, name, autoIncrement)
    : sqliteTable(db, name, autoIncrement);
}

/**
 * The full-text search table and, on SQLite, the shadow tables FTS5 keeps for it: a server table
 * the schema model has no types for (an FTS5 virtual table, a `tsvector` column), written by hand
 * (docs/DATABASE.md, "Search") and compared with nothing.
 */
const isSearchTable = (name: string) =>
  name === SEARCH_TABLE || name.startsWith(`${SEARCH_TABLE}_`);

/** Every table of the database (Kysely's own migration tables and the search table left out). */
export async function introspect(db: Db): Promise<SchemaModel> {
  const read = dialectOf(db) === 'postgres' ? postgresTable : sqliteTable;
  const model: SchemaModel = new Map();
  for (const table of await db.introspection.getTables()) {
    if (table.isView || isSearchTable(table.name)) continue;
    const autoIncrement = new Set(
      table.columns.filter((c) => c.isAutoIncrementing).map((c) => c.name),
    );
    model.set(table.name, await read(db, table.name, autoIncrement));
  }
  return model;
}
