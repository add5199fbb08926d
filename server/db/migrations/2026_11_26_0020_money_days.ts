/**
 * Money by day (server/db/money-days.ts): the `money_days` table, the triggers on the money
 * tables that keep it in each write's transaction, and its rows worked out from the money already
 * recorded, so an existing install's reports are right from the first request. Also an index per
 * money table on (bank account, date, id), which a ledger page walks in its order.
 */
import {
  createMoneyDaysTable,
  createMoneyDayTriggers,
  dropMoneyDayTriggers,
  MONEY_DAYS,
  moneyTables,
  rebuildMoneyDays,
} from '../money-days';
import { createIndex } from '../schema-builder';
import type { Db } from '../types';

const LEDGER_INDEXES: [table: string, columns: string[]][] = [
  ['additional_incomes', ['bank_account_id', 'date', 'id']],
  ['order_payments', ['bank_account_id', 'date', 'id']],
  ['withdraws', ['bank_account_id', 'date', 'id']],
  ['expenses', ['bank_account_id', 'date', 'id']],
  ['tutor_payments', ['bank_account_id', 'paid_at', 'id']],
];

/** The money tables there were when this migration was written; later ones make their own. */
const SOURCES = moneyTables(LEDGER_INDEXES.map(([table]) => table));
/** Money by month came later (2026_11_28_0032_money_months). */
const DAYS_ONLY = { months: false };

const nameOf = (table: string, columns: string[]) => `${table}_${columns.join('_')}_idx`;

export async function up(db: Db): Promise<void> {
  for (const [table, columns] of LEDGER_INDEXES) await createIndex(db, table, columns);
  await createMoneyDaysTable(db);
  await createMoneyDayTriggers(db, SOURCES, DAYS_ONLY);
  await rebuildMoneyDays(db, SOURCES, DAYS_ONLY);
}

export async function down(db: Db): Promise<void> {
  await dropMoneyDayTriggers(db, SOURCES);
  await db.schema.dropTable(MONEY_DAYS).execute();
  for (const [table, columns] of LEDGER_INDEXES)
    await db.schema.dropIndex(nameOf(table, columns)).execute();
}
