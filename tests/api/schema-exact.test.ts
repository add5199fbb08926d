/**
 * A database migrated from nothing holds exactly the schema the config describes: every table of
 * the config, and in each every column (type, length, nullability, default), the primary key,
 * every foreign key with its delete rule and every index, unique or not, and nothing else.
 * Tables the config does not describe (the server's own: tokens, queues, the search index) are
 * not compared. Runs on the database under test (SQLite, and PostgreSQL in its project).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources.config';
import { physical } from '../../server/db/schema-model/diff';
import { schemaFromConfig } from '../../server/db/schema-model/from-config';
import { introspect } from '../../server/db/schema-model/introspect';
import type { SchemaModel, TableModel } from '../../server/db/schema-model/types';
import type { Dialect } from '../../server/db/types';
import { migratedDatabase, type MigratedDatabase } from '../support/migrated-database';

const expected = schemaFromConfig(resources);
let database: MigratedDatabase;
let actual: SchemaModel;

beforeAll(async () => {
  database = await migratedDatabase();
  actual = await introspect(database.connection.db);
});
afterAll(() => database.close());

/** The table as the dialect stores it; index names are the database's business. */
function comparable(table: TableModel, dialect: Dialect) {
  const sorted = (list: string[]) => [...list].sort();
  return {
    columns: Object.fromEntries(
      table.columns.map((c) => [c.name, JSON.parse(physical(c, dialect))]),
    ),
    primaryKey: table.primaryKey,
    foreignKeys: sorted(
      table.foreignKeys.map((k) => `${k.column} → ${k.table} on delete ${k.onDelete}`),
    ),
    indexes: sorted(
      table.indexes.map((i) => `${i.unique ? 'unique ' : ''}(${i.columns.join(', ')})`),
    ),
  };
}

it('has every table of the config', () => {
  const missing = [...expected.keys()].filter((name) => !actual.has(name));
  expect(missing).toEqual([]);
});

describe.each([...expected.keys()])('%s', (name) => {
  it('has exactly the columns, keys and indexes the config describes', () => {
    const dialect = database.connection.dialect;
    const table = actual.get(name);
    expect(table, `table ${name}`).toBeDefined();
    expect(comparable(table as TableModel, dialect)).toEqual(
      comparable(expected.get(name) as TableModel, dialect),
    );
  });
});
