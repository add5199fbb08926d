/**
 * Covering indexes for the money sums (server/domain/finance/movements.ts and
 * server/domain/dashboard/money-flows.ts): an account's balance and ledger read each table by
 * account and date, the dashboard's period and monthly figures by date alone. Each index holds
 * every column those sums read, so a balance over a million expenses is an index range scan, not
 * a million row lookups (bench/api "dashboard report" and "ledger" scenarios).
 */
import type { Db } from '../types';
import { createIndex } from '../schema-builder';

const INDEXES: [table: string, columns: string[]][] = [
  ['expenses', ['bank_account_id', 'date', 'is_active', 'amount']],
  ['expenses', ['date', 'is_active', 'amount']],
  ['withdraws', ['bank_account_id', 'date', 'is_active', 'amount']],
  ['additional_incomes', ['bank_account_id', 'date', 'amount']],
  ['additional_incomes', ['date', 'amount']],
  ['order_payments', ['bank_account_id', 'date', 'kind', 'amount']],
  ['order_payments', ['date', 'kind', 'amount']],
  ['tutor_payments', ['bank_account_id', 'status', 'paid_at', 'total']],
];

const nameOf = (table: string, columns: string[]) => `${table}_${columns.join('_')}_idx`;

export async function up(db: Db): Promise<void> {
  for (const [table, columns] of INDEXES) await createIndex(db, table, columns);
}

export async function down(db: Db): Promise<void> {
  for (const [table, columns] of INDEXES)
    await db.schema.dropIndex(nameOf(table, columns)).execute();
}
