/**
 * Academics: employee, student and parent profiles (each behind a sign-in account), course
 * tutors, enrolments, weekly schedules with their dated sessions, holidays, cancel requests,
 * tutoring requests, complaints and tutorials.
 */
import type { Db } from '../types';
import {
  columnTypes,
  createIndex,
  createRecordTable,
  foreignKey as fk,
  indexEach,
} from '../schema-builder';

async function createJoinTable(
  db: Db,
  table: string,
  [ownKey, ownTable]: [string, string],
  [targetKey, targetTable]: [string, string],
): Promise<void> {
  await db.schema
    .createTable(table)
    .addColumn(ownKey, 'integer', fk(ownTable, 'cascade'))
    .addColumn(targetKey, 'integer', fk(targetTable, 'cascade'))
    .addPrimaryKeyConstraint(`${table}_pk`, [ownKey, targetKey])
    .execute();
  await createIndex(db, table, [targetKey]);
}

export async function up(db: Db): Promise<void> {
  const t = columnTypes(db);

  await createRecordTable(db, 'designations', (b) =>
    b
      .addColumn('name', t.string(100), (c) => c.notNull().unique())
      .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(1)),
  );
  await indexEach(db, 'designations', ['is_active']);

  /** Columns every person profile has: its account, name and contact. */
  const person = <B extends Parameters<Parameters<typeof createRecordTable>[2]>[0]>(b: B) =>
    b
      .addColumn('user_id', 'integer', (c) => fk('users', 'restrict')(c).unique())
      .addColumn('full_name', t.string(190), (c) => c.notNull())
      .addColumn('first_name', t.string(100), (c) => c.notNull())
      .addColumn('last_name', t.string(100))
      .addColumn('email', t.string(190), (c) => c.notNull().unique())
      .addColumn('phone', t.string(30))
      .addColumn('image', t.string(500))
      .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(1));

  await createRecordTable(db, 'employees', (b) =>
    person(b)
      .addColumn('employee_no', t.string(30), (c) => c.unique())
      .addColumn('role_id', 'integer', fk('roles', 'restrict'))
      .addColumn('designation_id', 'integer', fk('designations', 'restrict', false))
      .addColumn('join_date', t.date)
      .addColumn('gender', t.string(10))
      .addColumn('religion', t.string(20))
      .addColumn('blood_group', t.string(5))
      .addColumn('marital_status', t.string(10))
      .addColumn('date_of_birth', t.date)
      .addColumn('national_id', t.string(30))
      .addColumn('father_name', t.string(100))
      .addColumn('mother_name', t.string(100))
      .addColumn('emergency_contact', t.string(30))
      .addColumn('present_address', t.text)
      .addColumn('permanent_address', t.text)
      .addColumn('job_applicant_id', 'integer', fk('job_applicants', 'set null', false)),
  );
  await indexEach(db, 'employees', [
    'full_name',
    'role_id',
    'designation_id',
    'join_date',
    'gender',
    'job_applicant_id',
    'is_active',
  ]);

  await createRecordTable(db, 'students', (b) =>
    person(b)
      .addColumn('student_no', t.string(30), (c) => c.unique())
      .addColumn('date_of_birth', t.date)
      .addColumn('gender', t.string(10))
      .addColumn('religion', t.string(20))
      .addColumn('blood_group', t.string(5))
      .addColumn('school', t.string(190))
      .addColumn('grade', t.string(50))
      .addColumn('address', t.text),
  );
  await indexEach(db, 'students', ['full_name', 'gender', 'grade', 'is_active']);

  await createRecordTable(db, 'parents', (b) =>
    person(b).addColumn('occupation', t.string(100)).addColumn('address', t.text),
  );
  await indexEach(db, 'parents', ['full_name', 'is_active']);

  // The foundation linked parent and student accounts; the link now joins their profiles.
  await db.schema.dropTable('parent_students').execute();
  await createJoinTable(
    db,
    'parent_students',
    ['parent_id', 'parents'],
    ['student_id', 'students'],
  );

  await createJoinTable(
    db,
    'course_tutors',
    ['course_id', 'courses'],
    ['employee_id', 'employees'],
  );

  await createRecordTable(db, 'student_courses', (b) =>
    b
      .addColumn('label', t.string(300), (c) => c.notNull())
      .addColumn('student_id', 'integer', fk('students', 'restrict'))
      .addColumn('course_id', 'integer', fk('courses', 'restrict'))
      .addColumn('start_date', t.date)
      .addColumn('status', t.string(20), (c) => c.notNull().defaultTo('active'))
      .addColumn('payment_status', t.string(20), (c) => c.notNull().defaultTo('unpaid'))
      .addColumn('note', t.text),
  );
  await createIndex(db, 'student_courses', ['student_id', 'course_id'], { unique: true });
  await indexEach(db, 'student_courses', [
    'label',
    'course_id',
    'start_date',
    'status',
    'payment_status',
  ]);

  await createRecordTable(db, 'schedules', (b) =>
    b
      .addColumn('label', t.string(300), (c) => c.notNull())
      .addColumn('course_id', 'integer', fk('courses', 'restrict'))
      .addColumn('tutor_id', 'integer', fk('employees', 'restrict'))
      .addColumn('day_of_week', 'integer', (c) => c.notNull())
      .addColumn('start_time', t.time, (c) => c.notNull())
      .addColumn('end_time', t.time, (c) => c.notNull())
      .addColumn('valid_from', t.date, (c) => c.notNull())
      .addColumn('valid_to', t.date)
      .addColumn('room', t.string(100))
      .addColumn('online_link', t.string(500))
      .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(1)),
  );
  await indexEach(db, 'schedules', [
    'label',
    'course_id',
    'tutor_id',
    'day_of_week',
    'start_time',
    'valid_from',
    'room',
    'is_active',
  ]);

  await createRecordTable(db, 'class_sessions', (b) =>
    b
      .addColumn('label', t.string(300), (c) => c.notNull())
      .addColumn('schedule_id', 'integer', fk('schedules', 'cascade'))
      .addColumn('date', t.date, (c) => c.notNull())
      .addColumn('start_time', t.time)
      .addColumn('end_time', t.time)
      .addColumn('tutor_id', 'integer', fk('employees', 'restrict', false))
      .addColumn('room', t.string(100))
      .addColumn('online_link', t.string(500))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('note', t.text),
  );
  await createIndex(db, 'class_sessions', ['schedule_id', 'date'], { unique: true });
  await indexEach(db, 'class_sessions', ['label', 'date', 'tutor_id', 'status']);

  await createRecordTable(db, 'holidays', (b) =>
    b
      .addColumn('title', t.string(190), (c) => c.notNull())
      .addColumn('start_date', t.date, (c) => c.notNull())
      .addColumn('end_date', t.date, (c) => c.notNull())
      .addColumn('note', t.text),
  );
  await indexEach(db, 'holidays', ['title', 'start_date', 'end_date']);

  await createRecordTable(db, 'schedule_cancel_requests', (b) =>
    b
      .addColumn('label', t.string(300), (c) => c.notNull())
      .addColumn('schedule_id', 'integer', fk('schedules', 'cascade'))
      .addColumn('date', t.date, (c) => c.notNull())
      .addColumn('reason', t.string(500), (c) => c.notNull())
      .addColumn('replacement_tutor_id', 'integer', fk('employees', 'restrict', false))
      .addColumn('note', t.text)
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0)),
  );
  await indexEach(db, 'schedule_cancel_requests', [
    'label',
    'schedule_id',
    'date',
    'status',
    'created_by',
  ]);

  await createRecordTable(db, 'tutoring_requests', (b) =>
    b
      .addColumn('guardian_name', t.string(150), (c) => c.notNull())
      .addColumn('email', t.string(190), (c) => c.notNull())
      .addColumn('phone', t.string(30), (c) => c.notNull())
      .addColumn('student_name', t.string(150), (c) => c.notNull())
      .addColumn('student_level', t.string(50))
      .addColumn('subject_id', 'integer', fk('subjects', 'set null', false))
      .addColumn('preferred_times', t.text)
      .addColumn('message', t.text)
      .addColumn('status', t.string(20), (c) => c.notNull().defaultTo('new'))
      .addColumn('student_id', 'integer', fk('students', 'set null', false))
      .addColumn('note', t.text),
  );
  await indexEach(db, 'tutoring_requests', [
    'guardian_name',
    'student_name',
    'student_level',
    'subject_id',
    'status',
  ]);

  await createRecordTable(db, 'complains', (b) =>
    b
      .addColumn('subject', t.string(190), (c) => c.notNull())
      .addColumn('message', t.text, (c) => c.notNull())
      .addColumn('answer', t.text)
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0)),
  );
  await indexEach(db, 'complains', ['subject', 'status', 'created_by']);

  await createRecordTable(db, 'tutorial_categories', (b) =>
    b
      .addColumn('name', t.string(150), (c) => c.notNull().unique())
      .addColumn('parent_id', 'integer', fk('tutorial_categories', 'restrict', false))
      .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(1))
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0)),
  );
  await indexEach(db, 'tutorial_categories', ['parent_id', 'is_active', 'position']);
  await createJoinTable(
    db,
    'tutorial_category_roles',
    ['tutorial_category_id', 'tutorial_categories'],
    ['role_id', 'roles'],
  );

  await createRecordTable(db, 'tutorials', (b) =>
    b
      .addColumn('title', t.string(190), (c) => c.notNull())
      .addColumn('category_id', 'integer', fk('tutorial_categories', 'restrict'))
      .addColumn('kind', t.string(10), (c) => c.notNull().defaultTo('video'))
      .addColumn('video_url', t.string(500))
      .addColumn('body', t.text)
      .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(1)),
  );
  await indexEach(db, 'tutorials', ['title', 'category_id', 'kind', 'is_active']);
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'tutorials',
    'tutorial_category_roles',
    'tutorial_categories',
    'complains',
    'tutoring_requests',
    'schedule_cancel_requests',
    'holidays',
    'class_sessions',
    'schedules',
    'student_courses',
    'course_tutors',
    'parent_students',
    'parents',
    'students',
    'employees',
    'designations',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  // Back to the foundation's link between accounts.
  await db.schema
    .createTable('parent_students')
    .addColumn('parent_id', 'integer', fk('users', 'cascade'))
    .addColumn('student_id', 'integer', fk('users', 'cascade'))
    .addPrimaryKeyConstraint('parent_students_pk', ['parent_id', 'student_id'])
    .execute();
  await createIndex(db, 'parent_students', ['student_id']);
}
