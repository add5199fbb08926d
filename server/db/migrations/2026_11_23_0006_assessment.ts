/**
 * Assessment: attendance, homework and submissions, course material, SAT test forms (scales,
 * conversion tables, sections, modules), exams with their questions, students' attempts and
 * answers, and the results and SAT scores computed from them.
 */
import type { Db } from '../types';
import {
  columnTypes,
  createIndex,
  createRecordTable,
  createTableWithId,
  foreignKey as fk,
  indexEach,
} from '../schema-builder';

export async function up(db: Db): Promise<void> {
  const t = columnTypes(db);

  await createRecordTable(db, 'attendance_statuses', (b) =>
    b
      .addColumn('name', t.string(60), (c) => c.notNull().unique())
      .addColumn('counts_as_present', t.boolean, (c) => c.notNull().defaultTo(1))
      .addColumn('excused', t.boolean, (c) => c.notNull().defaultTo(0))
      .addColumn('color', t.string(30))
      .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(1))
      .addColumn('position', 'integer'),
  );
  await indexEach(db, 'attendance_statuses', ['counts_as_present', 'is_active', 'position']);

  await createRecordTable(db, 'attendances', (b) =>
    b
      .addColumn('label', t.string(300), (c) => c.notNull())
      .addColumn('schedule_id', 'integer', fk('schedules', 'cascade'))
      .addColumn('date', t.date, (c) => c.notNull())
      .addColumn('student_id', 'integer', fk('students', 'cascade'))
      .addColumn('course_id', 'integer', fk('courses', 'cascade'))
      .addColumn('status_id', 'integer', fk('attendance_statuses', 'restrict'))
      .addColumn('note', t.string(500)),
  );
  await createIndex(db, 'attendances', ['schedule_id', 'date', 'student_id'], { unique: true });
  await indexEach(db, 'attendances', ['label', 'date', 'student_id', 'course_id', 'status_id']);

  await createRecordTable(db, 'home_works', (b) =>
    b
      .addColumn('title', t.string(190), (c) => c.notNull())
      .addColumn('course_id', 'integer', fk('courses', 'cascade'))
      .addColumn('description', t.text)
      .addColumn('due_date', t.date, (c) => c.notNull())
      .addColumn('total_mark', 'integer', (c) => c.notNull())
      .addColumn('attachment', t.string(500))
      .addColumn('status', t.string(20), (c) => c.notNull().defaultTo('published')),
  );
  await indexEach(db, 'home_works', ['title', 'course_id', 'due_date', 'status']);

  await createRecordTable(db, 'student_home_works', (b) =>
    b
      .addColumn('label', t.string(300), (c) => c.notNull())
      .addColumn('home_work_id', 'integer', fk('home_works', 'cascade'))
      .addColumn('student_id', 'integer', fk('students', 'cascade'))
      .addColumn('course_id', 'integer', fk('courses', 'cascade'))
      .addColumn('answer', t.text)
      .addColumn('attachment', t.string(500))
      .addColumn('submitted_at', t.timestamp)
      .addColumn('is_late', t.boolean, (c) => c.notNull().defaultTo(0))
      .addColumn('mark', 'integer')
      .addColumn('feedback', t.text),
  );
  await createIndex(db, 'student_home_works', ['home_work_id', 'student_id'], { unique: true });
  await indexEach(db, 'student_home_works', [
    'label',
    'student_id',
    'course_id',
    'submitted_at',
    'is_late',
    'mark',
  ]);

  await createRecordTable(db, 'course_materials', (b) =>
    b
      .addColumn('title', t.string(190), (c) => c.notNull())
      .addColumn('course_id', 'integer', fk('courses', 'cascade'))
      .addColumn('kind', 'integer', (c) => c.notNull())
      .addColumn('file', t.string(500))
      .addColumn('url', t.string(500))
      .addColumn('description', t.text)
      .addColumn('status', t.string(20), (c) => c.notNull().defaultTo('published'))
      .addColumn('position', 'integer'),
  );
  await indexEach(db, 'course_materials', ['title', 'course_id', 'kind', 'status', 'position']);

  await createRecordTable(db, 'sat_test_forms', (b) =>
    b
      .addColumn('name', t.string(150), (c) => c.notNull().unique())
      .addColumn('kind', t.string(10), (c) => c.notNull())
      .addColumn('description', t.text)
      .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(1)),
  );
  await indexEach(db, 'sat_test_forms', ['kind', 'is_active']);

  await createRecordTable(db, 'sat_scales', (b) =>
    b
      .addColumn('label', t.string(300), (c) => c.notNull())
      .addColumn('test_form_id', 'integer', fk('sat_test_forms', 'cascade'))
      .addColumn('code', t.string(10), (c) => c.notNull())
      .addColumn('name', t.string(100), (c) => c.notNull())
      .addColumn('kind', t.string(10), (c) => c.notNull())
      .addColumn('total_weight', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('min_score', 'integer', (c) => c.notNull())
      .addColumn('max_score', 'integer', (c) => c.notNull()),
  );
  await createIndex(db, 'sat_scales', ['test_form_id', 'code'], { unique: true });
  await indexEach(db, 'sat_scales', ['label', 'code', 'kind']);

  await createRecordTable(db, 'sat_conversions', (b) =>
    b
      .addColumn('label', t.string(300), (c) => c.notNull())
      .addColumn('scale_id', 'integer', fk('sat_scales', 'cascade'))
      .addColumn('raw_score', 'integer', (c) => c.notNull())
      .addColumn('scaled_score', 'integer', (c) => c.notNull()),
  );
  await createIndex(db, 'sat_conversions', ['scale_id', 'raw_score'], { unique: true });
  await indexEach(db, 'sat_conversions', ['raw_score']);

  await createRecordTable(db, 'sat_sections', (b) =>
    b
      .addColumn('label', t.string(300), (c) => c.notNull())
      .addColumn('test_form_id', 'integer', fk('sat_test_forms', 'cascade'))
      .addColumn('name', t.string(100), (c) => c.notNull())
      .addColumn('scale_id', 'integer', fk('sat_scales', 'restrict'))
      .addColumn('position', 'integer')
      .addColumn('is_active', t.boolean, (c) => c.notNull().defaultTo(1)),
  );
  await indexEach(db, 'sat_sections', [
    'label',
    'test_form_id',
    'scale_id',
    'position',
    'is_active',
  ]);

  await createRecordTable(db, 'sat_modules', (b) =>
    b
      .addColumn('label', t.string(300), (c) => c.notNull())
      .addColumn('section_id', 'integer', fk('sat_sections', 'cascade'))
      .addColumn('number', 'integer', (c) => c.notNull())
      .addColumn('question_count', 'integer', (c) => c.notNull())
      .addColumn('time_limit_minutes', 'integer', (c) => c.notNull()),
  );
  await createIndex(db, 'sat_modules', ['section_id', 'number'], { unique: true });
  await indexEach(db, 'sat_modules', ['label', 'number']);

  await createRecordTable(db, 'exams', (b) =>
    b
      .addColumn('title', t.string(190), (c) => c.notNull())
      .addColumn('course_id', 'integer', fk('courses', 'cascade'))
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('test_form_id', 'integer', fk('sat_test_forms', 'restrict', false))
      .addColumn('window_type', t.string(10), (c) => c.notNull())
      .addColumn('starts_at', t.timestamp)
      .addColumn('ends_at', t.timestamp)
      .addColumn('duration_minutes', 'integer')
      .addColumn('total_marks', 'integer')
      .addColumn('pass_mark', 'integer')
      .addColumn('instructions', t.text)
      .addColumn('status', t.string(20), (c) => c.notNull().defaultTo('draft'))
      .addColumn('results_released', t.boolean, (c) => c.notNull().defaultTo(0)),
  );
  await indexEach(db, 'exams', [
    'title',
    'course_id',
    'type',
    'test_form_id',
    'starts_at',
    'status',
    'results_released',
  ]);

  await createRecordTable(db, 'exam_questions', (b) =>
    b
      .addColumn('label', t.string(300), (c) => c.notNull())
      .addColumn('exam_id', 'integer', fk('exams', 'cascade'))
      .addColumn('module_id', 'integer', fk('sat_modules', 'restrict', false))
      .addColumn('position', 'integer')
      .addColumn('type', t.string(10), (c) => c.notNull())
      .addColumn('passage', t.text)
      .addColumn('stem', t.text, (c) => c.notNull())
      .addColumn('options', t.text)
      .addColumn('answers', t.text, (c) => c.notNull())
      .addColumn('marks', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('explanation', t.text)
      .addColumn('quality', t.string(10))
      .addColumn('tags', t.string(300))
      .addColumn('sub_score_id', 'integer', fk('sat_scales', 'set null', false))
      .addColumn('cross_test_id', 'integer', fk('sat_scales', 'set null', false)),
  );
  await createIndex(db, 'exam_questions', ['exam_id', 'position']);
  await indexEach(db, 'exam_questions', [
    'label',
    'module_id',
    'position',
    'type',
    'quality',
    'tags',
    'sub_score_id',
    'cross_test_id',
  ]);

  await createRecordTable(db, 'exam_attempts', (b) =>
    b
      .addColumn('label', t.string(300), (c) => c.notNull())
      .addColumn('exam_id', 'integer', fk('exams', 'cascade'))
      .addColumn('student_id', 'integer', fk('students', 'cascade'))
      .addColumn('course_id', 'integer', fk('courses', 'cascade'))
      .addColumn('status', t.string(20), (c) => c.notNull())
      .addColumn('source', t.string(10), (c) => c.notNull())
      .addColumn('started_at', t.timestamp, (c) => c.notNull())
      .addColumn('submitted_at', t.timestamp),
  );
  await createIndex(db, 'exam_attempts', ['exam_id', 'student_id'], { unique: true });
  await indexEach(db, 'exam_attempts', [
    'label',
    'student_id',
    'course_id',
    'status',
    'source',
    'started_at',
    'submitted_at',
  ]);

  // One timed part of an attempt: a SAT module, or the whole of a regular exam (no module).
  await createTableWithId(db, 'exam_attempt_parts')
    .addColumn('attempt_id', 'integer', fk('exam_attempts', 'cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('module_id', 'integer', fk('sat_modules', 'restrict', false))
    .addColumn('started_at', t.timestamp)
    .addColumn('deadline_at', t.timestamp)
    .addColumn('submitted_at', t.timestamp)
    .execute();
  await createIndex(db, 'exam_attempt_parts', ['attempt_id', 'position'], { unique: true });

  await createTableWithId(db, 'exam_answers')
    .addColumn('attempt_id', 'integer', fk('exam_attempts', 'cascade'))
    .addColumn('question_id', 'integer', fk('exam_questions', 'cascade'))
    // JSON: the chosen option keys, or the text typed.
    .addColumn('answer', t.text)
    .addColumn('saved_at', t.timestamp, (c) => c.notNull())
    // Set when the attempt is scored.
    .addColumn('outcome', t.string(12))
    .addColumn('marks_awarded', 'integer')
    .execute();
  await createIndex(db, 'exam_answers', ['attempt_id', 'question_id'], { unique: true });
  await createIndex(db, 'exam_answers', ['question_id']);

  await createRecordTable(db, 'exam_results', (b) =>
    b
      .addColumn('label', t.string(300), (c) => c.notNull())
      .addColumn('exam_id', 'integer', fk('exams', 'cascade'))
      .addColumn('student_id', 'integer', fk('students', 'cascade'))
      .addColumn('course_id', 'integer', fk('courses', 'cascade'))
      .addColumn('marks', 'integer', (c) => c.notNull())
      .addColumn('percent', 'integer')
      .addColumn('passed', t.boolean)
      .addColumn('source', t.string(10), (c) => c.notNull().defaultTo('entered'))
      .addColumn('remarks', t.string(500)),
  );
  await createIndex(db, 'exam_results', ['exam_id', 'student_id'], { unique: true });
  await indexEach(db, 'exam_results', [
    'label',
    'student_id',
    'course_id',
    'marks',
    'percent',
    'passed',
    'source',
  ]);

  await createRecordTable(db, 'sat_scores', (b) =>
    b
      .addColumn('label', t.string(300), (c) => c.notNull())
      .addColumn('exam_id', 'integer', fk('exams', 'cascade'))
      .addColumn('student_id', 'integer', fk('students', 'cascade'))
      .addColumn('course_id', 'integer', fk('courses', 'cascade'))
      .addColumn('test_form_id', 'integer', fk('sat_test_forms', 'restrict'))
      .addColumn('total_score', 'integer', (c) => c.notNull())
      .addColumn('section_scores', t.text, (c) => c.notNull())
      .addColumn('sub_scores', t.text, (c) => c.notNull())
      .addColumn('cross_scores', t.text, (c) => c.notNull())
      .addColumn('source', t.string(10), (c) => c.notNull())
      .addColumn('scored_at', t.timestamp, (c) => c.notNull()),
  );
  await createIndex(db, 'sat_scores', ['exam_id', 'student_id'], { unique: true });
  await indexEach(db, 'sat_scores', [
    'label',
    'student_id',
    'course_id',
    'test_form_id',
    'total_score',
    'source',
    'scored_at',
  ]);
}

export async function down(db: Db): Promise<void> {
  for (const table of [
    'sat_scores',
    'exam_results',
    'exam_answers',
    'exam_attempt_parts',
    'exam_attempts',
    'exam_questions',
    'exams',
    'sat_modules',
    'sat_sections',
    'sat_conversions',
    'sat_scales',
    'sat_test_forms',
    'course_materials',
    'student_home_works',
    'home_works',
    'attendances',
    'attendance_statuses',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
