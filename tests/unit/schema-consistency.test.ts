/**
 * The config and the migrations must agree: every stored field has its column, every join table
 * exists, and every field a list sorts or filters by has an index (so no list call scans its
 * table). Checked on a freshly migrated SQLite database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_FIELDS } from '../../schema';
import { resources } from '../../resources.config';
import { connect, type Connection } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';

let connection: Connection;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'academy-schema-'));
  connection = connect({ databaseUrl: undefined, dataDir: dir });
  await migrateToLatest(connection.db);
});
afterAll(async () => {
  await connection.close();
  rmSync(dir, { recursive: true, force: true });
});

async function columnsOf(table: string): Promise<Set<string>> {
  const rows = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(
    connection.db,
  );
  return new Set(rows.rows.map((r) => r.name));
}

/** Columns that lead some index (a multi-column index serves its first column). */
async function indexedColumns(table: string): Promise<Set<string>> {
  const indexes = await sql<{ name: string }>`select name from pragma_index_list(${table})`.execute(
    connection.db,
  );
  const leading = new Set<string>(['id']);
  for (const { name } of indexes.rows) {
    const columns = await sql<{
      name: string;
      seqno: number;
    }>`select name, seqno from pragma_index_info(${name})`.execute(connection.db);
    const first = columns.rows.find((c) => c.seqno === 0);
    if (first) leading.add(first.name);
  }
  return leading;
}

describe.each(resources.map((r) => [r.name, r] as const))('%s', (_name, resource) => {
  it('has a column for every stored field and for the system fields', async () => {
    const columns = await columnsOf(resource.table);
    const expected = [
      ...SYSTEM_FIELDS,
      ...Object.entries(resource.fields)
        .filter(([, f]) => f.type !== 'references' && !f.virtual)
        .map(([n]) => n),
    ];
    for (const column of expected) expect(columns, `${resource.table}.${column}`).toContain(column);
  });

  it('has the join tables of its many-to-many fields', async () => {
    for (const field of Object.values(resource.fields)) {
      if (field.type !== 'references') continue;
      const columns = await columnsOf(field.through);
      expect(columns).toContain(field.ownKey);
      expect(columns).toContain(field.targetKey);
    }
  });

  it('indexes every field it sorts or filters by', async () => {
    const indexed = await indexedColumns(resource.table);
    const needed = Object.entries(resource.fields)
      .filter(([, f]) => f.sortable || f.filterable || f.unique)
      .map(([n]) => n);
    needed.push(resource.list.defaultSort.field);
    for (const column of needed) expect(indexed, `${resource.table}.${column}`).toContain(column);
  });
});
