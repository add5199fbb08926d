/**
 * Today's demo seed on a database migrated only part of the way, for tests of a migration over
 * existing data: the seed writes tables and columns that later migrations make, so they stand in
 * while it runs and go again before the migrations under test run, which make them anew. What
 * the seed wrote into them goes with them.
 */
import { seedDemoData } from '../../server/db/seed';
import { createSearchTable } from '../../server/db/migrations/2026_11_26_0018_full_text_search';
import {
  createMoneyDaysTable,
  createMoneyDayTriggers,
  dropMoneyDayTriggers,
  MONEY_DAYS,
} from '../../server/db/money-days';
import type { Db } from '../../server/db/types';

/** The people's references to the basic lists (religions, genders, …). */
const BASIC_LIST_REFERENCES = [
  ...['gender_id', 'religion_id', 'blood_group_id'].flatMap((column) => [
    ['students', column] as const,
    ['employees', column] as const,
  ]),
  ['employees', 'marital_status_id'] as const,
];

export async function seedOlderSchema(db: Db): Promise<void> {
  await createSearchTable(db);
  // The overdraw check of the seed's payments reads the money kept per day.
  await createMoneyDaysTable(db);
  await createMoneyDayTriggers(db);
  for (const [table, column] of BASIC_LIST_REFERENCES)
    await db.schema.alterTable(table).addColumn(column, 'integer').execute();
  await seedDemoData(db, { demoUsers: true });
  await db.schema.dropTable('search_documents').execute();
  await dropMoneyDayTriggers(db);
  await db.schema.dropTable(MONEY_DAYS).execute();
  for (const [table, column] of BASIC_LIST_REFERENCES)
    await db.schema.alterTable(table).dropColumn(column).execute();
}
