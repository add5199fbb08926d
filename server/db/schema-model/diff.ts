/**
 * What separates a live database from the config's schema, as a list of changes in the order a
 * migration applies them. Only the config's tables are compared: the server's own tables (access
 * tokens, the search index, queues) are written by hand and left alone.
 */
import type { Dialect } from '../types';
import type { ColumnModel, ForeignKeyModel, IndexModel, SchemaModel, TableModel } from './types';

/** An index as the config names it: its columns, and whether it is unique. */
export type IndexSpec = Pick<IndexModel, 'columns' | 'unique'>;

/** What changes in one existing table, each by column name. */
export interface TableChanges {
  addColumns: string[];
  dropColumns: string[];
  /** Columns whose type, length, nullability or default change. */
  alterColumns: string[];
  /** Columns whose foreign key appears, goes, or changes its target or delete rule. */
  foreignKeys: string[];
  dropIndexes: IndexSpec[];
  addIndexes: IndexSpec[];
}

export type SchemaChange =
  | { kind: 'createTable'; table: TableModel }
  | {
      kind: 'alterTable';
      /** The table as it is, in the config's column types (so the step can be undone). */
      before: TableModel;
      /** The table the config asks for: SQLite rebuilds it to this shape when it must. */
      after: TableModel;
      changes: TableChanges;
    };

/** What a migration cannot do safely by itself: a person decides (docs/DATABASE.md). */
export interface SchemaConflict {
  table: string;
  problem: string;
}

export interface SchemaDiff {
  changes: SchemaChange[];
  conflicts: SchemaConflict[];
}

/** The column as the dialect stores it: SQLite keeps dates and timestamps as text. */
export function physical(column: ColumnModel, dialect: Dialect): string {
  const type =
    dialect === 'sqlite' && (column.type === 'date' || column.type === 'timestamp')
      ? 'text'
      : column.type;
  return JSON.stringify([
    type,
    column.length ?? null,
    column.nullable,
    column.default,
    column.autoIncrement === true,
  ]);
}

const indexKey = (i: Pick<IndexModel, 'columns' | 'unique'>) =>
  `${i.unique ? 'unique' : 'index'}(${i.columns.join(',')})`;
const fkKey = (f: ForeignKeyModel | undefined) => (f ? `${f.table}:${f.onDelete}` : 'none');

/**
 * The current table in the config's column types: SQLite stores dates as text, so a column whose
 * stored type agrees with the config's takes the config's type (a `date` stays a `date`).
 */
function asConfigTypes(current: TableModel, target: TableModel, dialect: Dialect): TableModel {
  const wanted = new Map(target.columns.map((c) => [c.name, c]));
  return {
    ...current,
    columns: current.columns.map((column) => {
      const config = wanted.get(column.name);
      const sameType =
        config && physical({ ...config, ...pick(column) }, dialect) === physical(column, dialect);
      return config && sameType ? { ...column, type: config.type } : column;
    }),
  };
}

const pick = ({ length, nullable, default: d, autoIncrement }: ColumnModel) => ({
  length,
  nullable,
  default: d,
  autoIncrement,
});

const isEmpty = (c: TableChanges) => Object.values(c).every((list) => list.length === 0);

function diffTable(
  target: TableModel,
  current: TableModel,
  dialect: Dialect,
  diff: SchemaDiff,
): void {
  const conflict = (problem: string) => diff.conflicts.push({ table: target.name, problem });
  if (target.primaryKey.join(',') !== current.primaryKey.join(','))
    conflict(
      `primary key is (${current.primaryKey.join(', ')}), the config says (${target.primaryKey.join(', ')})`,
    );
  const currentColumns = new Map(current.columns.map((c) => [c.name, c]));
  const targetColumns = new Set(target.columns.map((c) => c.name));
  for (const column of current.columns) {
    if (!targetColumns.has(column.name))
      conflict(
        `column ${column.name} is not in the config: declare it (a field or storage.columns) or drop it by hand`,
      );
  }
  const fkOf = (model: TableModel, column: string) =>
    model.foreignKeys.find((f) => f.column === column);
  const changes: TableChanges = {
    addColumns: [],
    dropColumns: [],
    alterColumns: [],
    foreignKeys: [],
    dropIndexes: [],
    addIndexes: [],
  };
  for (const column of target.columns) {
    const now = currentColumns.get(column.name);
    if (!now) {
      changes.addColumns.push(column.name);
      if (fkOf(target, column.name)) changes.foreignKeys.push(column.name);
      continue;
    }
    if (physical(column, dialect) !== physical(now, dialect))
      changes.alterColumns.push(column.name);
    if (fkKey(fkOf(target, column.name)) !== fkKey(fkOf(current, column.name)))
      changes.foreignKeys.push(column.name);
  }
  const wanted = new Set(target.indexes.map(indexKey));
  const present = new Set(current.indexes.map(indexKey));
  for (const { columns, unique } of current.indexes) {
    if (!wanted.has(indexKey({ columns, unique }))) changes.dropIndexes.push({ columns, unique });
  }
  for (const { columns, unique } of target.indexes) {
    if (!present.has(indexKey({ columns, unique }))) changes.addIndexes.push({ columns, unique });
  }
  if (!isEmpty(changes))
    diff.changes.push({
      kind: 'alterTable',
      before: asConfigTypes(current, target, dialect),
      after: target,
      changes,
    });
}

/** Tables in an order where every table comes after those its foreign keys reference. */
function creationOrder(tables: TableModel[]): TableModel[] {
  const pending = new Map(tables.map((t) => [t.name, t]));
  const ordered: TableModel[] = [];
  const visit = (table: TableModel, path: Set<string>) => {
    if (!pending.has(table.name) || path.has(table.name)) return;
    path.add(table.name);
    for (const key of table.foreignKeys) {
      const dependency = pending.get(key.table);
      if (dependency && dependency !== table) visit(dependency, path);
    }
    pending.delete(table.name);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

export function diffSchemas(
  target: SchemaModel,
  current: SchemaModel,
  dialect: Dialect,
): SchemaDiff {
  const diff: SchemaDiff = { changes: [], conflicts: [] };
  const missing = [...target.values()].filter((t) => !current.has(t.name));
  for (const table of creationOrder(missing)) diff.changes.push({ kind: 'createTable', table });
  for (const table of target.values()) {
    const now = current.get(table.name);
    if (now) diffTable(table, now, dialect, diff);
  }
  return diff;
}
