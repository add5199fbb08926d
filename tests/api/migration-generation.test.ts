/**
 * migrate:make's generator end to end on the database under test: a config that differs from the
 * migrations (a new resource with a unique field and a reference; an existing table given a new
 * reference column, a unique field and another delete rule) yields a migration that, applied to a
 * migrated database, makes the schema equal that config, and whose `down` undoes it.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Migration } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineResource, reference, text, textarea, type Resource } from '../../schema';
import { coupon, holiday, resources } from '../../resources.config';
import { diffSchemas } from '../../server/db/schema-model/diff';
import { schemaFromConfig } from '../../server/db/schema-model/from-config';
import { introspect } from '../../server/db/schema-model/introspect';
import { renderMigration } from '../../server/db/schema-model/render-migration';
import type { SchemaModel } from '../../server/db/schema-model/types';
import { migratedDatabase, type MigratedDatabase } from '../support/migrated-database';

const badge = defineResource({
  name: 'badge',
  table: 'badges',
  subject: 'Badge',
  title: 'code',
  fields: {
    code: text({ required: true, max: 40, unique: true }),
    student_id: reference('student', { required: true, onDelete: 'cascade', filterable: true }),
    note: textarea(),
  },
});

const fixture: Resource[] = resources.map((r) => {
  // New plain fields derive nothing (no toggle, status or date range), so a spread suffices.
  if (r === holiday)
    return {
      ...r,
      fields: {
        ...r.fields,
        title: text({ required: true, unique: true, searchable: true, sortable: true }),
        course_id: reference('course', { onDelete: 'set null' }),
      },
    };
  if (r === coupon)
    return {
      ...r,
      fields: { ...r.fields, course_id: reference('course', { onDelete: 'set null' }) },
    };
  return r;
});
fixture.push(badge);

const SERVER_DB = join(dirname(fileURLToPath(import.meta.url)), '../../server/db');

let database: MigratedDatabase;
let folder: string;
let migration: Migration;

beforeAll(async () => {
  database = await migratedDatabase();
  folder = mkdtempSync(join(tmpdir(), 'academy-generated-'));
  const diff = diffSchemas(
    schemaFromConfig(fixture),
    await introspect(database.connection.db),
    database.connection.dialect,
  );
  expect(diff.conflicts).toEqual([]);
  const file = join(folder, 'generated.ts');
  writeFileSync(file, renderMigration(diff.changes, relative(folder, SERVER_DB)));
  migration = (await import(file)) as Migration;
});
afterAll(async () => {
  await database.close();
  rmSync(folder, { recursive: true, force: true });
});

const differences = async (config: readonly Resource[]) =>
  diffSchemas(
    schemaFromConfig(config),
    await introspect(database.connection.db),
    database.connection.dialect,
  );

const tableIn = (model: SchemaModel, name: string) => {
  const table = model.get(name);
  if (!table) throw new Error(`no table ${name}`);
  return table;
};

describe('a generated migration', () => {
  it('makes the schema equal the changed config', async () => {
    await migration.up(database.connection.db);
    expect(await differences(fixture)).toEqual({ changes: [], conflicts: [] });
  });

  it('creates the new table with its unique index and its foreign key', async () => {
    const badges = tableIn(await introspect(database.connection.db), 'badges');
    expect(badges.indexes).toContainEqual(
      expect.objectContaining({ columns: ['code'], unique: true }),
    );
    expect(badges.foreignKeys).toEqual([
      { column: 'student_id', table: 'students', onDelete: 'cascade' },
    ]);
  });

  it('adds the column, the unique index and the delete rule to existing tables', async () => {
    const model = await introspect(database.connection.db);
    expect(tableIn(model, 'holidays').foreignKeys).toEqual([
      { column: 'course_id', table: 'courses', onDelete: 'set null' },
    ]);
    expect(tableIn(model, 'holidays').indexes).toContainEqual(
      expect.objectContaining({ columns: ['title'], unique: true }),
    );
    expect(tableIn(model, 'coupons').foreignKeys).toEqual([
      { column: 'course_id', table: 'courses', onDelete: 'set null' },
    ]);
  });

  it('is undone by its down', async () => {
    await migration.down?.(database.connection.db);
    expect(await differences(resources)).toEqual({ changes: [], conflicts: [] });
  });
});
