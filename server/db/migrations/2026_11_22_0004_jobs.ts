/** Job openings and the people who apply to them. */
import type { Db } from '../types';
import { columnTypes, createRecordTable, indexEach } from '../schema-builder';

export async function up(db: Db): Promise<void> {
  const t = columnTypes(db);
  await createRecordTable(db, 'jobs', (b) =>
    b
      .addColumn('title', t.string(190), (c) => c.notNull())
      .addColumn('department', t.string(100))
      .addColumn('location', t.string(190))
      .addColumn('employment_type', t.string(20), (c) => c.notNull())
      .addColumn('vacancies', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('salary_min', t.money)
      .addColumn('salary_max', t.money)
      .addColumn('deadline', t.date)
      .addColumn('description', t.text)
      .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(1)),
  );
  await indexEach(db, 'jobs', ['title', 'department', 'employment_type', 'deadline', 'is_active']);

  await createRecordTable(db, 'job_applicants', (b) =>
    b
      .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('restrict'))
      .addColumn('name', t.string(190), (c) => c.notNull())
      .addColumn('email', t.string(190), (c) => c.notNull())
      .addColumn('phone', t.string(30))
      .addColumn('cv', t.string(500))
      .addColumn('cover_letter', t.text)
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('note', t.text),
  );
  await indexEach(db, 'job_applicants', ['job_id', 'name', 'status']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('job_applicants').execute();
  await db.schema.dropTable('jobs').execute();
}
