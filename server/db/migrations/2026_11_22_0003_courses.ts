/** Course categories, subjects, courses (with their subjects) and coupons. */
import type { Db } from '../types';
import { columnTypes, createIndex, createRecordTable, indexEach } from '../schema-builder';

export async function up(db: Db): Promise<void> {
  const t = columnTypes(db);

  await createRecordTable(db, 'course_categories', (b) =>
    b
      .addColumn('name', t.string(190), (c) => c.notNull().unique())
      .addColumn('description', t.text)
      .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(1))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)),
  );
  await indexEach(db, 'course_categories', ['is_active', 'position']);

  await createRecordTable(db, 'subjects', (b) =>
    b
      .addColumn('name', t.string(190), (c) => c.notNull().unique())
      .addColumn('code', t.string(20), (c) => c.unique())
      .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(1)),
  );
  await indexEach(db, 'subjects', ['is_active']);

  await createRecordTable(db, 'courses', (b) =>
    b
      .addColumn('title', t.string(190), (c) => c.notNull())
      .addColumn('category_id', 'integer', (c) =>
        c.notNull().references('course_categories.id').onDelete('restrict'),
      )
      .addColumn('kind', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('level', t.string(100))
      .addColumn('price', t.money, (c) => c.notNull())
      .addColumn('duration_hours', 'integer')
      .addColumn('duration_weeks', 'integer')
      .addColumn('capacity', 'integer')
      .addColumn('start_date', t.date)
      .addColumn('end_date', t.date)
      .addColumn('cover', t.string(500))
      .addColumn('description', t.text)
      .addColumn('status', t.string(20), (c) => c.notNull().defaultTo('draft'))
      .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(1)),
  );
  await indexEach(db, 'courses', [
    'title',
    'category_id',
    'kind',
    'price',
    'capacity',
    'start_date',
    'status',
    'is_active',
  ]);

  await db.schema
    .createTable('course_subjects')
    .addColumn('course_id', 'integer', (c) =>
      c.notNull().references('courses.id').onDelete('cascade'),
    )
    .addColumn('subject_id', 'integer', (c) =>
      c.notNull().references('subjects.id').onDelete('restrict'),
    )
    .addPrimaryKeyConstraint('course_subjects_pk', ['course_id', 'subject_id'])
    .execute();
  await createIndex(db, 'course_subjects', ['subject_id']);

  await createRecordTable(db, 'coupons', (b) =>
    b
      .addColumn('code', t.string(40), (c) => c.notNull().unique())
      .addColumn('discount_type', t.string(10), (c) => c.notNull())
      .addColumn('discount_value', t.money, (c) => c.notNull())
      .addColumn('course_id', 'integer', (c) => c.references('courses.id').onDelete('restrict'))
      .addColumn('valid_from', t.date)
      .addColumn('valid_to', t.date)
      .addColumn('usage_limit', 'integer')
      .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('min_spend', t.money)
      .addColumn('max_spend', t.money)
      .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(1)),
  );
  await indexEach(db, 'coupons', [
    'discount_type',
    'course_id',
    'valid_from',
    'valid_to',
    'is_active',
  ]);
}

export async function down(db: Db): Promise<void> {
  for (const table of ['coupons', 'course_subjects', 'courses', 'subjects', 'course_categories']) {
    await db.schema.dropTable(table).execute();
  }
}
