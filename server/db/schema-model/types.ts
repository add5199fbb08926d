/**
 * The shape of a database table as the schema tools compare it: what the config asks for
 * (from-config.ts) and what a live database holds (introspect.ts) are both read into this one
 * model, so that a diff is a comparison of plain data.
 */
import type { OnDelete } from '../schema-builder';

/**
 * Column types in the terms of schema-builder.ts. `date` and `timestamp` are their own types on
 * PostgreSQL and text on SQLite; booleans are `integer` 0/1 and money `bigint` minor units.
 */
export type ColumnType = 'integer' | 'bigint' | 'varchar' | 'text' | 'date' | 'timestamp';

export type ColumnDefault = string | number | null;

export interface ColumnModel {
  name: string;
  type: ColumnType;
  /** Declared length of a varchar; undefined for every other type. */
  length?: number;
  nullable: boolean;
  default: ColumnDefault;
  /** The table's own `id`, numbered by the database and never reused. */
  autoIncrement?: boolean;
}

export interface ForeignKeyModel {
  column: string;
  /** The referenced table; the referenced column is always its `id`. */
  table: string;
  onDelete: OnDelete;
}

export interface IndexModel {
  /** The database's name for it; only used to drop it. */
  name: string;
  columns: string[];
  unique: boolean;
}

export interface TableModel {
  name: string;
  columns: ColumnModel[];
  primaryKey: string[];
  foreignKeys: ForeignKeyModel[];
  /** Every index but the primary key's, including those behind unique constraints. */
  indexes: IndexModel[];
}

export type SchemaModel = Map<string, TableModel>;

/** The index name schema-builder's createIndex gives: the rule every generated index follows. */
export function indexName(table: string, columns: string[], unique: boolean): string {
  return `${table}_${columns.join('_')}_${unique ? 'uq' : 'idx'}`;
}
