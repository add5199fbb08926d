/**
 * Today's demo seed on a database migrated only part of the way, for tests of a migration over
 * existing data: the seed writes tables and columns that later migrations make, so they stand in
 * while it runs and go again before the migrations under test run, which make them anew. What
 * the seed wrote into them goes with them.
 */
import { resources } from '../../resources.config';
import { seedDemoData } from '../../server/db/seed';
import { createSearchTable } from '../../server/db/migrations/2026_11_26_0018_full_text_search';
import {
  createMoneyDaysTable,
  createMoneyDayTriggers,
  createMoneyMonthsTable,
  dropMoneyDayTriggers,
  MONEY_DAYS,
  MONEY_MONTHS,
} from '../../server/db/money-days';
import { createTable } from '../../server/db/schema-change';
import { schemaFromConfig } from '../../server/db/schema-model/from-config';
import type { Db } from '../../server/db/types';

/** The people's references to the basic lists (religions, genders, …). */
const BASIC_LIST_REFERENCES = [
  ...['gender_id', 'religion_id', 'blood_group_id'].flatMap((column) => [
    ['students', column] as const,
    ['employees', column] as const,
  ]),
  ['employees', 'marital_status_id'] as const,
];

/**
 * The affiliates' tables: an affiliation account's hooks write its row, a bank account's balance
 * sums the payouts, a payment's hooks read the commissions; and the references to an affiliate
 * that the student, account and order hooks read.
 */
const AFFILIATE_TABLES = ['affiliates', 'affiliate_commissions', 'affiliate_payouts'];
const AFFILIATE_REFERENCES = [
  ['users', 'referred_by_affiliate_id'],
  ['students', 'affiliate_id'],
  ['orders', 'affiliate_id'],
] as const;
const STAND_IN_COLUMNS = [...BASIC_LIST_REFERENCES, ...AFFILIATE_REFERENCES];
/**
 * What today's notices write and read: a notice's phrases (0028) and its recipients' saved
 * language (`users.locale`, 0016). The seed's payments, complaints, homework and pay runs notify
 * through today's code; without these the notices failed and their hooks logged errors. Once they
 * are gone again each notice keeps its English subject and message, all a notice had before 0028.
 */
const NOTICE_COLUMNS = [
  ['notifications', 'subject_phrase'],
  ['notifications', 'message_phrase'],
  ['users', 'locale'],
] as const;
/** The reference data the seed names in Bangla as well. */
const BANGLA_NAMED_TABLES = [
  'designations',
  'attendance_statuses',
  'payment_types',
  'expense_types',
  'sub_expense_types',
  'course_categories',
  'subjects',
  'banks',
  'tutorial_categories',
  'sat_scales',
  'sat_sections',
  'categories',
];

export async function seedOlderSchema(db: Db): Promise<void> {
  await createSearchTable(db);
  const schema = schemaFromConfig(resources);
  for (const table of AFFILIATE_TABLES) await createTable(db, schema.get(table)!);
  // The overdraw check of the seed's payments reads the money kept per day and month.
  await createMoneyDaysTable(db);
  await createMoneyMonthsTable(db);
  await createMoneyDayTriggers(db);
  for (const [table, column] of STAND_IN_COLUMNS)
    await db.schema.alterTable(table).addColumn(column, 'integer').execute();
  for (const table of BANGLA_NAMED_TABLES)
    await db.schema.alterTable(table).addColumn('name_bn', 'text').execute();
  for (const [table, column] of NOTICE_COLUMNS)
    await db.schema.alterTable(table).addColumn(column, 'text').execute();
  await seedDemoData(db, { demoUsers: true });
  await db.schema.dropTable('search_documents').execute();
  await dropMoneyDayTriggers(db);
  await db.schema.dropTable(MONEY_DAYS).execute();
  await db.schema.dropTable(MONEY_MONTHS).execute();
  for (const [table, column] of STAND_IN_COLUMNS)
    await db.schema.alterTable(table).dropColumn(column).execute();
  for (const table of BANGLA_NAMED_TABLES)
    await db.schema.alterTable(table).dropColumn('name_bn').execute();
  for (const [table, column] of NOTICE_COLUMNS)
    await db.schema.alterTable(table).dropColumn(column).execute();
  for (const table of [...AFFILIATE_TABLES].reverse()) await db.schema.dropTable(table).execute();
}
