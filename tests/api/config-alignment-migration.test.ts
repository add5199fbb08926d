/**
 * The config-alignment migration on an install that already holds the demo data: every row of
 * the tables it changes survives with its values, ids are never reused after a table is rebuilt,
 * the result matches the config, and `down` brings back the schema it started from.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources.config';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';
import { seedOlderSchema } from '../support/seed-older-schema';
import { diffSchemas } from '../../server/db/schema-model/diff';
import { schemaFromConfig } from '../../server/db/schema-model/from-config';
import { introspect } from '../../server/db/schema-model/introspect';
import type { Db } from '../../server/db/types';
import { migratedDatabase, type MigratedDatabase } from '../support/migrated-database';
import { openTables } from '../../server/db/types';

const ALIGNMENT = '2026_11_26_0015_config_alignment';
const BEFORE = '2026_11_26_0014_push_subscription_session';
const CHANGED_TABLES = [
  'email_campaigns',
  'push_campaigns',
  'sms_campaigns',
  'order_payments',
  'tutor_payments',
  'home_works',
  'course_materials',
  'exams',
  'exam_questions',
  'additional_incomes',
  'withdraws',
  'expenses',
  'home_sections',
  'widgets',
];

let database: MigratedDatabase;
let db: Db;
const rowsBefore = new Map<string, unknown[]>();
let deletedWidgetId: number;

const rowsOf = (table: string) =>
  openTables(db).selectFrom(table).selectAll().orderBy('id').execute();

beforeAll(async () => {
  database = await migratedDatabase(BEFORE);
  db = database.connection.db;
  await seedOlderSchema(db);
  // The newest widget goes, so its id would be the next one handed out if ids were reused.
  const last = await db
    .selectFrom('widgets')
    .select('id')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  deletedWidgetId = Number(last.id);
  await db.deleteFrom('widgets').where('id', '=', deletedWidgetId).execute();
  for (const table of CHANGED_TABLES) rowsBefore.set(table, await rowsOf(table));
  await migrateToLatest(db);
});
afterAll(() => database.close());

describe('on a database with the demo data', () => {
  it('is the migration being tested, the one right after the schema the data was seeded on', () => {
    const names = Object.keys(migrations);
    expect(names.indexOf(ALIGNMENT)).toBe(names.indexOf(BEFORE) + 1);
  });

  it('keeps every row of the tables it changes, with its values', async () => {
    const seeded = CHANGED_TABLES.filter((t) => (rowsBefore.get(t) ?? []).length > 0);
    expect(seeded).toEqual(expect.arrayContaining(['exams', 'exam_questions', 'widgets']));
    // Columns later migrations add are not this migration's: each row is compared on the columns
    // it had before.
    const asBefore = (row: Record<string, unknown>, before: Record<string, unknown> | undefined) =>
      before ? Object.fromEntries(Object.keys(before).map((key) => [key, row[key]])) : row;
    for (const table of CHANGED_TABLES) {
      const before = (rowsBefore.get(table) ?? []) as Record<string, unknown>[];
      const after = (await rowsOf(table)) as Record<string, unknown>[];
      expect(
        after.map((row, index) => asBefore(row, before[index])),
        table,
      ).toEqual(before);
    }
  });

  it('leaves no foreign key pointing nowhere', async () => {
    if (database.connection.dialect === 'sqlite') {
      const broken = await sql`pragma foreign_key_check`.execute(db);
      expect(broken.rows).toEqual([]);
    }
    const orphans = await db
      .selectFrom('exam_questions')
      .leftJoin('exams', 'exams.id', 'exam_questions.exam_id')
      .where('exams.id', 'is', null)
      .select('exam_questions.id')
      .execute();
    expect(orphans).toEqual([]);
  });

  it('never hands out an id a rebuilt table used before', async () => {
    const now = new Date().toISOString();
    const added = await db
      .insertInto('widgets')
      .values({ title: 'New', placement: 'footer_1', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(Number(added.id)).toBeGreaterThan(deletedWidgetId);
    await db.deleteFrom('widgets').where('id', '=', Number(added.id)).execute();
  });

  it('leaves the schema exactly as the config describes it', async () => {
    const diff = diffSchemas(
      schemaFromConfig(resources),
      await introspect(db),
      database.connection.dialect,
    );
    expect(diff).toEqual({ changes: [], conflicts: [] });
  });

  it('goes back to the schema it started from', async () => {
    const aligned = await introspect(db);
    // Later migrations are undone first, newest first, as a rollback to before it would.
    const names = Object.keys(migrations);
    for (const name of names.slice(names.indexOf(ALIGNMENT)).reverse()) {
      const { down } = migrations[name] as { down: (db: Db) => Promise<void> };
      await down(db);
    }
    const reference = await migratedDatabase(BEFORE);
    try {
      const expected = await introspect(reference.connection.db);
      const undone = await introspect(db);
      const shape = (model: typeof expected) =>
        CHANGED_TABLES.map((t) => {
          const table = model.get(t);
          return {
            columns: table?.columns
              .map((c) => ({ ...c }))
              .sort((a, b) => a.name.localeCompare(b.name)),
            foreignKeys: table?.foreignKeys,
            indexes: table?.indexes.map((i) => `${i.unique}:${i.columns.join(',')}`).sort(),
          };
        });
      expect(shape(undone)).toEqual(shape(expected));
      expect(shape(undone)).not.toEqual(shape(aligned));
    } finally {
      await reference.close();
    }
  });
});
