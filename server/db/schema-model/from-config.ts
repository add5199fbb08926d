/**
 * The schema the config asks for: one table per resource table (resources sharing a table merge
 * into one), the join table of every `references` field, and for each its columns, keys and
 * indexes, by the conventions of schema-builder.ts. docs/DATABASE.md states the rules.
 */
import { enums, type FieldDef, type Resource, type SYSTEM_FIELDS } from '../../../schema';
import {
  indexName,
  type ColumnModel,
  type ColumnType,
  type ForeignKeyModel,
  type IndexModel,
  type SchemaModel,
  type TableModel,
} from './types';

const DEFAULT_TEXT_LENGTH = 190;
const FILE_PATH_LENGTH = 500;
const NAMED_CHOICE_LENGTH = 20;

function columnType(field: FieldDef): { type: ColumnType; length?: number } {
  switch (field.type) {
    case 'text':
    case 'email':
    case 'phone':
    case 'color':
    case 'password':
    case 'link':
      return { type: 'varchar', length: field.length ?? field.max ?? DEFAULT_TEXT_LENGTH };
    case 'time':
      return { type: 'varchar', length: 5 };
    case 'file':
    case 'image':
      return { type: 'varchar', length: field.length ?? FILE_PATH_LENGTH };
    case 'choice':
      return typeof enums[field.enum][0] === 'number'
        ? { type: 'integer' }
        : { type: 'varchar', length: field.length ?? NAMED_CHOICE_LENGTH };
    case 'textarea':
    case 'richText':
    case 'json':
      return field.length === undefined
        ? { type: 'text' }
        : { type: 'varchar', length: field.length };
    case 'money':
      return { type: 'bigint' };
    case 'integer':
    case 'boolean':
    case 'reference':
      return { type: 'integer' };
    case 'date':
      return { type: 'date' };
    case 'datetime':
      return { type: 'timestamp' };
    case 'references':
      throw new Error('A references field is a join table, not a column');
  }
}

function columnDefault(field: FieldDef): string | number | null {
  const value = field.columnDefault !== undefined ? field.columnDefault : field.default;
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  // Money is stored in minor units.
  if (field.type === 'money' && typeof value === 'number') return Math.round(value * 100);
  return value;
}

function fieldColumn(name: string, field: FieldDef): ColumnModel {
  const dflt = columnDefault(field);
  return {
    name,
    ...columnType(field),
    nullable: !(field.required === true || field.notNull === true || dflt !== null),
    default: dflt,
  };
}

const SYSTEM_COLUMNS: Record<(typeof SYSTEM_FIELDS)[number], ColumnModel> = {
  id: { name: 'id', type: 'integer', nullable: false, default: null, autoIncrement: true },
  created_at: { name: 'created_at', type: 'timestamp', nullable: false, default: null },
  updated_at: { name: 'updated_at', type: 'timestamp', nullable: false, default: null },
  created_by: { name: 'created_by', type: 'integer', nullable: true, default: null },
  updated_by: { name: 'updated_by', type: 'integer', nullable: true, default: null },
};

const isStored = (field: FieldDef) => field.type !== 'references' && field.virtual !== true;

/** A table in the making: columns by name, so that resources sharing it merge (and must agree). */
interface TableDraft {
  columns: Map<string, ColumnModel>;
  primaryKey: string[];
  foreignKeys: Map<string, ForeignKeyModel>;
  indexes: { columns: string[]; unique: boolean }[];
  /** Column lists a list reads rows in the order of: each needs an index that leads with them. */
  ordered: string[][];
}

function addColumn(table: string, draft: TableDraft, column: ColumnModel): void {
  const known = draft.columns.get(column.name);
  if (known && JSON.stringify(known) !== JSON.stringify(column)) {
    throw new Error(`${table}.${column.name} is declared twice, differently`);
  }
  draft.columns.set(column.name, column);
}

function addIndex(draft: TableDraft, columns: string[], unique: boolean): void {
  const key = JSON.stringify([columns, unique]);
  if (!draft.indexes.some((i) => JSON.stringify([i.columns, i.unique]) === key))
    draft.indexes.push({ columns, unique });
}

export function tableOf(resourcesByName: ReadonlyMap<string, Resource>, name: string): string {
  const target = resourcesByName.get(name);
  if (!target) throw new Error(`Unknown resource "${name}"`);
  return target.table;
}

function finish(name: string, draft: TableDraft): TableModel {
  for (const columns of draft.ordered) {
    if (columns[0] === draft.primaryKey[0]) continue;
    const leads = (index: { columns: string[] }) =>
      columns.every((c, at) => index.columns[at] === c);
    if (!draft.indexes.some(leads)) addIndex(draft, columns, false);
  }
  const indexes: IndexModel[] = draft.indexes.map((i) => ({
    name: indexName(name, i.columns, i.unique),
    ...i,
  }));
  return {
    name,
    columns: [...draft.columns.values()],
    primaryKey: draft.primaryKey,
    foreignKeys: [...draft.foreignKeys.values()],
    indexes,
  };
}

function recordTable(
  drafts: Map<string, TableDraft>,
  byName: ReadonlyMap<string, Resource>,
  r: Resource,
): void {
  const draft: TableDraft = drafts.get(r.table) ?? {
    columns: new Map(),
    primaryKey: ['id'],
    foreignKeys: new Map(),
    indexes: [],
    ordered: [],
  };
  drafts.set(r.table, draft);
  // A page is read in (sort column, id) order, ties broken by id; a filter or a row column picks
  // its rows out of the default order: (column, default sort, id) hands a page out in order and
  // counts a date range of the default sort without reading past it.
  const defaultSort = r.list.defaultSort.field;
  const inOrder = (...columns: string[]) => draft.ordered.push([...new Set([...columns, 'id'])]);
  // The order createRecordTable gives: the id, the table's own columns, then the record's history.
  addColumn(r.table, draft, SYSTEM_COLUMNS.id);
  const stored = { ...r.storage.columns, ...r.fields };
  for (const [name, field] of Object.entries(stored)) {
    if (!isStored(field)) continue;
    addColumn(r.table, draft, fieldColumn(name, field));
    if (field.type === 'reference') {
      draft.foreignKeys.set(name, {
        column: name,
        table: tableOf(byName, field.resource),
        onDelete: field.onDelete ?? 'restrict',
      });
    }
    // Unique within the resource's rows, as the API checks it (blog and gallery categories).
    if (field.unique) addIndex(draft, [name, ...Object.keys(r.rows ?? {})], true);
    if (field.sortable) inOrder(name);
    if (field.filterable) inOrder(name, defaultSort);
  }
  for (const column of Object.values(SYSTEM_COLUMNS)) addColumn(r.table, draft, column);
  for (const index of r.storage.indexes ?? [])
    addIndex(draft, index.columns, index.unique ?? false);
  // Every list of a resource over a shared table filters by its row columns.
  inOrder(defaultSort);
  for (const column of Object.keys(r.rows ?? {})) inOrder(column, defaultSort);
}

/**
 * A join table: both keys make the primary key, led by the owner's key; the target key has an
 * index of its own for the reverse lookup.
 */
function joinTable(
  drafts: Map<string, TableDraft>,
  byName: ReadonlyMap<string, Resource>,
  r: Resource,
  field: Extract<FieldDef, { type: 'references' }>,
): void {
  if (drafts.has(field.through))
    throw new Error(
      `Join table ${field.through} is declared twice: mark the reverse field \`inverse: true\``,
    );
  const columns = [field.ownKey, field.targetKey].map((name): ColumnModel => ({
    name,
    type: 'integer',
    nullable: false,
    default: null,
  }));
  drafts.set(field.through, {
    columns: new Map(columns.map((c) => [c.name, c])),
    primaryKey: [field.ownKey, field.targetKey],
    foreignKeys: new Map([
      [field.ownKey, { column: field.ownKey, table: r.table, onDelete: 'cascade' }],
      [
        field.targetKey,
        {
          column: field.targetKey,
          table: tableOf(byName, field.resource),
          onDelete: field.onDelete ?? 'cascade',
        },
      ],
    ]),
    indexes: [{ columns: [field.targetKey], unique: false }],
    ordered: [],
  });
}

export function schemaFromConfig(resources: readonly Resource[]): SchemaModel {
  const byName = new Map(resources.map((r) => [r.name, r]));
  const drafts = new Map<string, TableDraft>();
  for (const r of resources) recordTable(drafts, byName, r);
  for (const r of resources) {
    for (const field of Object.values(r.fields)) {
      if (field.type === 'references' && field.inverse !== true)
        joinTable(drafts, byName, r, field);
    }
  }
  return new Map([...drafts].map(([name, draft]) => [name, finish(name, draft)]));
}
