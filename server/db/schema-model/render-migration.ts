/**
 * Writes the source of a migration that makes the changes of a schema diff: plain TypeScript that
 * names each table it wants as data and calls the steps of schema-change.ts, with a comment per
 * table saying what changes. The file may be edited like any hand-written migration.
 */
import type { SchemaChange, TableChanges } from './diff';
import { indexName, type ColumnModel, type ForeignKeyModel, type TableModel } from './types';

const camel = (table: string) => table.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

function describeColumn(c: ColumnModel | undefined): string {
  if (!c) return 'none';
  const type = c.type === 'varchar' ? `varchar(${c.length ?? '?'})` : c.type;
  const dflt = c.default === null ? '' : ` default ${JSON.stringify(c.default)}`;
  return `${type}${c.nullable ? '' : ' not null'}${dflt}`;
}

const describeKey = (k: ForeignKeyModel | undefined) =>
  k ? `→ ${k.table} on delete ${k.onDelete}` : 'none';

const describeIndex = (i: { columns: string[]; unique: boolean }) =>
  `${i.unique ? 'unique index' : 'index'} (${i.columns.join(', ')})`;

/** Whether SQLite's ALTER TABLE cannot make these changes, so the table is rebuilt. */
function rebuiltOnSqlite(before: TableModel, after: TableModel, changes: TableChanges): boolean {
  const existing = new Set(before.columns.map((c) => c.name));
  return (
    changes.alterColumns.length > 0 ||
    changes.dropColumns.length > 0 ||
    changes.foreignKeys.some((name) => existing.has(name)) ||
    changes.addColumns.some((name) => {
      const column = after.columns.find((c) => c.name === name);
      return column !== undefined && !column.nullable && column.default === null;
    })
  );
}

function describeAlter(before: TableModel, after: TableModel, changes: TableChanges): string[] {
  const column = (model: TableModel, name: string) => model.columns.find((c) => c.name === name);
  const key = (model: TableModel, name: string) => model.foreignKeys.find((k) => k.column === name);
  const lines = [
    ...changes.addColumns.map((n) => `add column ${n} ${describeColumn(column(after, n))}`),
    ...changes.dropColumns.map((n) => `drop column ${n}`),
    ...changes.alterColumns.map(
      (n) =>
        `column ${n}: ${describeColumn(column(before, n))} → ${describeColumn(column(after, n))}`,
    ),
    ...changes.foreignKeys.map(
      (n) => `foreign key ${n}: ${describeKey(key(before, n))} ⇒ ${describeKey(key(after, n))}`,
    ),
    ...changes.dropIndexes.map((i) => `drop ${describeIndex(i)}`),
    ...changes.addIndexes.map((i) => `add ${describeIndex(i)}`),
  ];
  if (rebuiltOnSqlite(before, after, changes))
    lines.push('SQLite cannot alter this in place: the table is rebuilt (rows and ids kept).');
  if (changes.addIndexes.some((i) => i.unique))
    lines.push('A unique index fails, and the migration with it, if the rows hold duplicates.');
  return lines;
}

/** One line per column, key and index, so a table reads like a table. */
function literal(table: TableModel): string {
  const lines = (items: unknown[]) =>
    items.map((item) => `    ${JSON.stringify(item)},`).join('\n');
  // Index names are each database's own (SQLite names those behind UNIQUE columns itself); the
  // steps find an index by its columns and name new ones by the one convention.
  const indexes = table.indexes.map((i) => ({
    ...i,
    name: indexName(table.name, i.columns, i.unique),
  }));
  return `{
  name: ${JSON.stringify(table.name)},
  columns: [
${lines(table.columns)}
  ],
  primaryKey: ${JSON.stringify(table.primaryKey)},
  foreignKeys: [
${lines(table.foreignKeys)}
  ],
  indexes: [
${lines(indexes)}
  ],
}`;
}

function changesLiteral(changes: TableChanges): string {
  const entries = Object.entries(changes).map(
    ([key, value]) => `  ${key}: ${JSON.stringify(value)},`,
  );
  return `{\n${entries.join('\n')}\n}`;
}

/**
 * `dbFolder` is how the migration imports server/db: `..` from server/db/migrations, an absolute
 * path for a migration written elsewhere (the generator's own tests).
 */
export function renderMigration(changes: SchemaChange[], dbFolder = '..'): string {
  const constants: string[] = [];
  const up: string[] = [];
  const down: string[] = [];
  for (const change of changes) {
    if (change.kind === 'createTable') {
      const name = camel(change.table.name);
      constants.push(`const ${name}: TableModel = ${literal(change.table)};`);
      up.push(`  // Create ${change.table.name}.`, `  await createTable(db, ${name});`);
      down.unshift(`  await db.schema.dropTable(${JSON.stringify(change.table.name)}).execute();`);
      continue;
    }
    const name = camel(change.after.name);
    constants.push(
      `const ${name}Before: TableModel = ${literal(change.before)};`,
      `const ${name}After: TableModel = ${literal(change.after)};`,
      `const ${name}Changes: TableChanges = ${changesLiteral(change.changes)};`,
    );
    up.push(
      `  // ${change.after.name}:`,
      ...describeAlter(change.before, change.after, change.changes).map((l) => `  // - ${l}`),
      `  await alterTable(db, ${name}After, ${name}Changes);`,
    );
    down.unshift(`  await alterTable(db, ${name}Before, reverse(${name}Changes));`);
  }
  const altered = changes.some((c) => c.kind === 'alterTable');
  const created = changes.some((c) => c.kind === 'createTable');
  const steps = [
    ...(altered ? ['alterTable'] : []),
    ...(created ? ['createTable'] : []),
    ...(altered ? ['reverse'] : []),
  ];
  const imports = [
    `import type { Db } from '${dbFolder}/types';`,
    `import { ${steps.join(', ')} } from '${dbFolder}/schema-change';`,
    ...(altered ? [`import type { TableChanges } from '${dbFolder}/schema-model/diff';`] : []),
    `import type { TableModel } from '${dbFolder}/schema-model/types';`,
  ];
  return `/**
 * Generated by \`npm run migrate:make\` from the difference between the migrated database and
 * resources.config.ts (docs/DATABASE.md). Each step names the table it wants, so the migration
 * does the same whatever the config says later. PostgreSQL alters tables in place; SQLite
 * rebuilds a table when its ALTER TABLE cannot make a change (server/db/schema-change.ts).
 */
${imports.join('\n')}

${constants.join('\n\n')}

export async function up(db: Db): Promise<void> {
${up.join('\n')}
}

export async function down(db: Db): Promise<void> {
${down.join('\n')}
}
`;
}
