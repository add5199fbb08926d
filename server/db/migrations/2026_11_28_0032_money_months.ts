/**
 * Money by month (server/db/money-days.ts): the `money_months` table, worked out from `money_days`
 * so an existing install's reports are right from the first request, and the money tables'
 * triggers made again to keep it (its bucket first, then the day's) in each write's transaction.
 */
import {
  createMoneyDayTriggers,
  createMoneyMonthsTable,
  dropMoneyDayTriggers,
  MONEY_MONTHS,
  moneyTables,
  rebuildMoneyMonths,
} from '../money-days';
import type { Db } from '../types';

/** The money tables there were when this migration was written; later ones make their own. */
const SOURCES = moneyTables([
  'additional_incomes',
  'order_payments',
  'withdraws',
  'expenses',
  'tutor_payments',
  'affiliate_payouts',
]);

export async function up(db: Db): Promise<void> {
  await createMoneyMonthsTable(db);
  await dropMoneyDayTriggers(db, SOURCES);
  await createMoneyDayTriggers(db, SOURCES, { months: true });
  await rebuildMoneyMonths(db);
}

export async function down(db: Db): Promise<void> {
  await dropMoneyDayTriggers(db, SOURCES);
  await createMoneyDayTriggers(db, SOURCES, { months: false });
  await db.schema.dropTable(MONEY_MONTHS).execute();
}
