/**
 * Search moves from the token table (a range scan per word, then every match collected and
 * sorted) to the databases' own full-text engines: one `search_documents` table, an FTS5 table on
 * SQLite and a `tsvector` with a GIN index on PostgreSQL, holding each searchable record's words
 * under an id that walks a table's records newest first (server/resources/search-document-id.ts).
 * Every existing record is indexed here; the token table goes, nothing else reads it.
 */
import { sql } from 'kysely';
import { replaceDocuments } from '../../resources/search-index';
import { columnTypes, createIndex, dialectOf } from '../schema-builder';
import type { Db } from '../types';
import { openTables } from '../types';

/**
 * The searchable fields of each table when this migration was written, and the resources the
 * token table filed their records under.
 */
const SEARCHABLE: Record<string, { fields: string[]; resources: string[] }> = {
  permissions: { fields: ['subject'], resources: ['permission'] },
  roles: { fields: ['name'], resources: ['role'] },
  users: { fields: ['first_name', 'last_name', 'email', 'phone'], resources: ['users'] },
  settings: { fields: ['name'], resources: ['setting'] },
  mail_outbox: { fields: ['to', 'subject'], resources: ['mail'] },
  email_campaigns: { fields: ['subject'], resources: ['email-notification'] },
  push_campaigns: { fields: ['title'], resources: ['push-notification'] },
  sms_campaigns: { fields: ['message'], resources: ['sms-notification'] },
  sms_outbox: { fields: ['to', 'message'], resources: ['sms'] },
  course_categories: { fields: ['name'], resources: ['course-category'] },
  subjects: { fields: ['name', 'code'], resources: ['subject'] },
  courses: { fields: ['title', 'level'], resources: ['course'] },
  coupons: { fields: ['code'], resources: ['coupon'] },
  schedules: { fields: ['label', 'room'], resources: ['schedule'] },
  class_sessions: { fields: ['label'], resources: ['class-session'] },
  holidays: { fields: ['title'], resources: ['holiday'] },
  schedule_cancel_requests: { fields: ['label'], resources: ['schedule-cancel-request'] },
  students: { fields: ['full_name', 'email', 'phone', 'student_no'], resources: ['student'] },
  parents: { fields: ['full_name', 'email', 'phone'], resources: ['parent'] },
  student_courses: { fields: ['label'], resources: ['student-course'] },
  orders: { fields: ['order_no', 'coupon_code', 'payment_reference'], resources: ['order'] },
  order_payments: { fields: ['label', 'reference'], resources: ['order-payment'] },
  designations: { fields: ['name'], resources: ['designation'] },
  employees: { fields: ['full_name', 'email', 'phone', 'employee_no'], resources: ['employee'] },
  employee_rates: { fields: ['label'], resources: ['employee-rate'] },
  working_hours: { fields: ['label'], resources: ['working-hour'] },
  over_times: { fields: ['label'], resources: ['over-time'] },
  tutor_payments: { fields: ['label'], resources: ['tutor-payment'] },
  jobs: { fields: ['title', 'department'], resources: ['job'] },
  job_applicants: { fields: ['name', 'email', 'phone'], resources: ['job-applicant'] },
  tutoring_requests: {
    fields: ['guardian_name', 'email', 'phone', 'student_name'],
    resources: ['tutoring-request'],
  },
  complains: { fields: ['subject'], resources: ['complain'] },
  tutorial_categories: { fields: ['name'], resources: ['tutorial-category'] },
  tutorials: { fields: ['title'], resources: ['tutorial'] },
  attendance_statuses: { fields: ['name'], resources: ['attendance-status'] },
  attendances: { fields: ['label'], resources: ['attendance'] },
  home_works: { fields: ['title'], resources: ['home-work'] },
  student_home_works: { fields: ['label'], resources: ['student-home-work'] },
  course_materials: { fields: ['title'], resources: ['course-material'] },
  sat_test_forms: { fields: ['name'], resources: ['sat-test-form'] },
  sat_scales: { fields: ['label', 'code'], resources: ['sat-scale'] },
  sat_sections: { fields: ['label'], resources: ['sat-section'] },
  sat_modules: { fields: ['label'], resources: ['sat-module'] },
  exams: { fields: ['title'], resources: ['exam'] },
  exam_questions: { fields: ['label', 'tags'], resources: ['exam-question'] },
  exam_attempts: { fields: ['label'], resources: ['exam-attempt'] },
  exam_results: { fields: ['label'], resources: ['exam-result'] },
  sat_scores: { fields: ['label'], resources: ['sat-score'] },
  banks: { fields: ['name'], resources: ['bank'] },
  bank_accounts: { fields: ['account_name', 'account_number'], resources: ['bank-account'] },
  payment_types: { fields: ['name'], resources: ['payment-type'] },
  additional_incomes: { fields: ['title'], resources: ['additional-income'] },
  withdraws: { fields: ['purpose'], resources: ['withdraw'] },
  expense_types: { fields: ['name'], resources: ['expense-type'] },
  sub_expense_types: { fields: ['name'], resources: ['sub-expense-type'] },
  expenses: { fields: ['title'], resources: ['expense'] },
  categories: { fields: ['name', 'slug'], resources: ['blog-category', 'gallery-category'] },
  blog_posts: { fields: ['title', 'slug'], resources: ['blog-post'] },
  blog_comments: { fields: ['name', 'email'], resources: ['blog-comment'] },
  gallery_images: { fields: ['caption'], resources: ['gallery-image'] },
  advisors: { fields: ['name', 'designation'], resources: ['advisor'] },
  testimonials: { fields: ['name'], resources: ['testimonial'] },
  faqs: { fields: ['question'], resources: ['faq'] },
  contact_requests: { fields: ['name', 'email', 'subject'], resources: ['contact-request'] },
  sliders: { fields: ['title'], resources: ['slider'] },
  promotions: { fields: ['title'], resources: ['promotion'] },
  home_sections: { fields: ['title'], resources: ['home-section'] },
  pages: { fields: ['title', 'slug'], resources: ['page'] },
  menus: { fields: ['name'], resources: ['menu'] },
  widgets: { fields: ['title'], resources: ['widget'] },
};

const BATCH = 1_000;

/** Every row of the table with its id and `fields`, a batch at a time in id order. */
async function eachBatch(
  db: Db,
  table: string,
  fields: readonly string[],
  write: (rows: Record<string, unknown>[]) => Promise<void>,
): Promise<void> {
  let after = 0;
  for (;;) {
    const rows = await openTables(db)
      .selectFrom(table)
      .select(['id', ...fields])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    await write(rows);
    after = Number(rows[rows.length - 1]!.id);
  }
}

/** The empty search table, as this migration makes it. */
export async function createSearchTable(db: Db): Promise<void> {
  if (dialectOf(db) === 'postgres') {
    await sql`create table search_documents (id bigint primary key, document tsvector not null)`.execute(
      db,
    );
    await sql`create index search_documents_document_idx on search_documents using gin (document)`.execute(
      db,
    );
  } else {
    // Words arrive already cut and lower-cased (search-words.ts); the tokenizer splits them at the
    // spaces with the same word characters and leaves diacritics alone. Contentless: the table
    // keeps only the index, and contentless_delete lets a record's document be deleted by id.
    // The prefix index holds every word's first 1 to 8 characters as words of their own: a
    // search word of up to 8 characters is then one list of matches, read newest first and left
    // after a page, where FTS5 would otherwise gather and merge the lists of every word it
    // starts before returning the first match (160,000 ids for "office" in a million rows).
    await sql`create virtual table search_documents using fts5(
      document,
      content = '',
      contentless_delete = 1,
      prefix = '1 2 3 4 5 6 7 8',
      tokenize = "unicode61 remove_diacritics 0 categories 'L* N* M*'"
    )`.execute(db);
  }
}

export async function up(db: Db): Promise<void> {
  await createSearchTable(db);
  for (const [table, { fields }] of Object.entries(SEARCHABLE))
    await eachBatch(db, table, fields, (rows) => replaceDocuments(db, table, fields, rows));
  await db.schema.dropTable('search_tokens').execute();
}

export async function down(db: Db): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('search_tokens')
    .addColumn('resource', t.string(60), (c) => c.notNull())
    .addColumn('record_id', 'integer', (c) => c.notNull())
    .addColumn('token', t.binaryString(100), (c) => c.notNull())
    .execute();
  await createIndex(db, 'search_tokens', ['resource', 'token', 'record_id']);
  await createIndex(db, 'search_tokens', ['resource', 'record_id']);
  for (const [table, { fields, resources }] of Object.entries(SEARCHABLE))
    for (const resource of resources)
      await eachBatch(db, table, fields, async (rows) => {
        const tokens = rows.flatMap((row) => {
          const values = fields
            .map((field) => row[field])
            .filter((value) => value !== null && value !== undefined && value !== '')
            .map((value) => String(value).toLowerCase());
          // The token table's tokens: whole values, and runs of letters and digits.
          const words = values.flatMap((v) => v.match(/[\p{L}\p{N}]+/gu) ?? []);
          const all = new Set([...values, ...words].map((token) => token.slice(0, 100)));
          return [...all].map((token) => ({ resource, record_id: Number(row.id), token }));
        });
        for (let start = 0; start < tokens.length; start += 300)
          await openTables(db)
            .insertInto('search_tokens')
            .values(tokens.slice(start, start + 300))
            .execute();
      });
  await db.schema.dropTable('search_documents').execute();
}
