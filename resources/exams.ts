/**
 * Exams, questions, attempts and results (/admin/exam/*, /employee/exam…).
 */
import {
  boolean,
  choice,
  datetime,
  defineResource,
  integer,
  json,
  reference,
  richText,
  text,
  ExamType,
} from '../schema';
import {
  arrangePosition,
  courseOfRecord,
  ownOrOfTaughtCourse,
  publishedOrOfTaughtCourse,
  taughtCourse,
  tutorsManageLearnersRead,
} from './presets';

export const exam = defineResource({
  name: 'exam',
  table: 'exams',
  subject: 'Exam',
  defaultAccess: tutorsManageLearnersRead,
  route: '/admin/exam',
  title: 'title',
  menu: { group: 'testsResults', icon: 'Quiz', order: 1 },
  fields: {
    title: text({ required: true, searchable: true, sortable: true }),
    course_id: taughtCourse(),
    type: choice('examType', { required: true, default: ExamType.Regular, filterable: true }),
    // SAT practice tests only: the form whose sections, modules and tables score it.
    test_form_id: reference('sat-test-form', { activeOnly: true, filterable: true }),
    window_type: choice('examWindow', { length: 10, required: true, default: 'open' }),
    starts_at: datetime({ sortable: true, dateRange: true }),
    ends_at: datetime(),
    // Regular exams: the time allowed for one attempt. SAT: each module's own limit.
    duration_minutes: integer({ min: 1, max: 600 }),
    total_marks: integer({ min: 1, max: 10_000 }),
    pass_mark: integer({ min: 0, max: 10_000 }),
    instructions: richText(),
    status: choice('examStatus', { default: 'draft', statusChange: true, filterable: true }),
    // Students and parents see results and the per-question review once released.
    results_released: boolean({ default: false, toggle: true, filterable: true }),
  },
  form: {
    sections: [
      {
        name: 'basics',
        rows: [
          ['title', 'course_id'],
          ['type', 'test_form_id'],
        ],
      },
      {
        name: 'schedule',
        rows: [
          ['window_type', 'starts_at'],
          ['ends_at', 'duration_minutes'],
        ],
      },
      { name: 'marking', rows: [['total_marks', 'pass_mark']] },
      { name: 'instructions', rows: ['instructions'] },
      { name: 'publishing', rows: [['status', 'results_released']] },
    ],
  },
  list: {
    columns: ['title', 'course_id', 'type', 'starts_at', 'status', 'results_released'],
  },
  scope: publishedOrOfTaughtCourse,
});

export const examQuestion = defineResource({
  name: 'exam-question',
  table: 'exam_questions',
  subject: 'ExamQuestion',
  defaultAccess: { employee: ['read', 'create', 'update', 'delete'] },
  // No generated screens: the question editors own /admin/exam/question/*.
  title: 'label',
  composedTitle: {},
  arrangeOrder: { type: 'exam-question', field: 'position' },
  storage: {
    indexes: [{ columns: ['exam_id', 'position'] }, { columns: ['label'] }, { columns: ['tags'] }],
  },
  fields: {
    label: text({ readOnly: true, notNull: true, max: 300, searchable: true }),
    exam_id: reference('exam', {
      onDelete: 'cascade',
      required: true,
      filterable: true,
      withinScope: true,
    }),
    // SAT questions: the form's module they belong to.
    module_id: reference('sat-module', { filterable: true }),
    position: arrangePosition({ notNull: false, columnDefault: null }),
    type: choice('questionType', {
      length: 10,
      required: true,
      default: 'single',
      filterable: true,
    }),
    passage: richText({ max: 100_000 }),
    stem: richText({ required: true, max: 50_000 }),
    // [{key: 'A', text: '…'}]: the choices of a multiple-choice question.
    options: json(),
    // Correct option keys, or the accepted forms of a short or grid-in answer ('3/4', '.75').
    answers: json({ required: true }),
    marks: integer({ min: 0, max: 100, default: 1 }),
    explanation: richText({ max: 50_000 }),
    quality: choice('questionQuality', { length: 10, filterable: true }),
    // Domain and skill, e.g. "Algebra · Linear equations in one variable".
    tags: text({ max: 300, searchable: true }),
    sub_score_id: reference('sat-scale', { onDelete: 'set null', filterable: true }),
    cross_test_id: reference('sat-scale', { onDelete: 'set null', filterable: true }),
  },
  list: { columns: ['position', 'label', 'type', 'module_id', 'marks', 'quality'] },
  scope: { employee: true },
});

export const examAttempt = defineResource({
  name: 'exam-attempt',
  table: 'exam_attempts',
  subject: 'ExamAttempt',
  defaultAccess: { employee: ['read'], student: ['read', 'create'], parent: ['read'] },
  route: '/admin/exam/attempt',
  title: 'label',
  composedTitle: {},
  menu: { group: 'testsResults', icon: 'Timer', order: 4 },
  // Made by students taking the exam (server/domain/assessment/attempts); deleting one lets the
  // student start over.
  operations: ['list', 'show', 'delete'],
  storage: { indexes: [{ columns: ['exam_id', 'student_id'], unique: true }] },
  fields: {
    label: text({ readOnly: true, notNull: true, max: 300, searchable: true, sortable: true }),
    exam_id: reference('exam', {
      notNull: true,
      onDelete: 'cascade',
      readOnly: true,
      filterable: true,
    }),
    student_id: reference('student', {
      notNull: true,
      onDelete: 'cascade',
      readOnly: true,
      filterable: true,
    }),
    course_id: courseOfRecord(),
    status: choice('attemptStatus', { notNull: true, readOnly: true, filterable: true }),
    // Imported answer sheets are stored as submitted attempts, so every result has its review.
    source: choice('resultSource', { length: 10, notNull: true, readOnly: true, filterable: true }),
    started_at: datetime({ notNull: true, readOnly: true, sortable: true }),
    submitted_at: datetime({ readOnly: true, sortable: true }),
  },
  list: { columns: ['label', 'status', 'started_at', 'submitted_at'] },
  scope: ownOrOfTaughtCourse,
});

export const examResult = defineResource({
  name: 'exam-result',
  table: 'exam_results',
  subject: 'ExamResult',
  defaultAccess: tutorsManageLearnersRead,
  route: '/admin/exam/result',
  title: 'label',
  composedTitle: {},
  menu: { group: 'testsResults', icon: 'Grading', order: 2 },
  storage: { indexes: [{ columns: ['exam_id', 'student_id'], unique: true }] },
  fields: {
    label: text({ readOnly: true, notNull: true, max: 300, searchable: true, sortable: true }),
    exam_id: reference('exam', {
      onDelete: 'cascade',
      required: true,
      filterable: true,
      withinScope: true,
      fixedAfterCreate: true,
    }),
    student_id: reference('student', {
      onDelete: 'cascade',
      required: true,
      filterable: true,
      withinScope: true,
      fixedAfterCreate: true,
    }),
    course_id: courseOfRecord(),
    marks: integer({ required: true, min: 0, max: 10_000, sortable: true }),
    percent: integer({ readOnly: true, sortable: true }),
    passed: boolean({ default: null, readOnly: true, filterable: true }),
    source: choice('resultSource', {
      length: 10,
      default: 'entered',
      readOnly: true,
      filterable: true,
    }),
    remarks: text({ max: 500 }),
  },
  list: { columns: ['label', 'marks', 'percent', 'passed', 'source', 'updated_at'] },
  scope: { employee: { course_id: 'taughtCourses' }, student: true, parent: true },
});

export const satScore = defineResource({
  name: 'sat-score',
  table: 'sat_scores',
  subject: 'SatScore',
  defaultAccess: { employee: ['read'], student: ['read'], parent: ['read'] },
  route: '/admin/exam/score',
  title: 'label',
  composedTitle: {},
  menu: { group: 'testsResults', icon: 'Leaderboard', order: 3 },
  // Computed on the server from an attempt or an imported answer sheet, never entered.
  operations: ['list', 'show', 'delete'],
  storage: { indexes: [{ columns: ['exam_id', 'student_id'], unique: true }] },
  fields: {
    label: text({ readOnly: true, notNull: true, max: 300, searchable: true, sortable: true }),
    exam_id: reference('exam', {
      notNull: true,
      onDelete: 'cascade',
      readOnly: true,
      filterable: true,
    }),
    student_id: reference('student', {
      notNull: true,
      onDelete: 'cascade',
      readOnly: true,
      filterable: true,
    }),
    course_id: courseOfRecord(),
    test_form_id: reference('sat-test-form', { notNull: true, readOnly: true, filterable: true }),
    total_score: integer({ notNull: true, readOnly: true, sortable: true }),
    // {code: {raw, scaled}} per section, sub-score and cross-test scale (scoring's answer).
    section_scores: json({ notNull: true, readOnly: true }),
    sub_scores: json({ notNull: true, readOnly: true }),
    cross_scores: json({ notNull: true, readOnly: true }),
    source: choice('resultSource', { length: 10, notNull: true, readOnly: true, filterable: true }),
    scored_at: datetime({ notNull: true, readOnly: true, sortable: true }),
  },
  list: { columns: ['label', 'total_score', 'source', 'scored_at'] },
  scope: { employee: { course_id: 'taughtCourses' }, student: true, parent: true },
});
