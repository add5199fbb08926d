/**
 * The affiliates migration on an install that already holds the demo data: every affiliation
 * account there gets its affiliate row with a referral code, payouts move the money kept per day
 * (their triggers), and `down` takes the tables and their money back off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate';
import { migrations } from '../../server/db/migrations';
import type { Db } from '../../server/db/types';
import { migratedDatabase, migrateTo, type MigratedDatabase } from '../support/migrated-database';
import { seedOlderSchema } from '../support/seed-older-schema';

const AFFILIATES = '2026_11_26_0022_affiliates';
const BEFORE = '2026_11_26_0015_config_alignment';

let database: MigratedDatabase;
let db: Db;

beforeAll(async () => {
  database = await migratedDatabase(BEFORE);
  db = database.connection.db;
  await seedOlderSchema(db);
  await migrateToLatest(db);
});
afterAll(() => database.close());

const payoutDays = (accountId: number) =>
  db
    .selectFrom('money_days')
    .select(['amount', 'entries'])
    .where('bank_account_id', '=', accountId)
    .where('kind', '=', 'affiliate_payout')
    .where('day', '=', '2026-11-20')
    .execute();

describe('on a database with the demo data', () => {
  it('gives every affiliation account that was there its affiliate row and a referral code', async () => {
    const rows = await db
      .selectFrom('affiliates')
      .innerJoin('users', 'users.id', 'affiliates.user_id')
      .select(['users.email', 'affiliates.code', 'affiliates.rate', 'affiliates.unpaid'])
      .execute();
    expect(rows.map((row) => row.email)).toEqual(['affiliate@academy.test']);
    expect(rows[0]!.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect({ rate: Number(rows[0]!.rate), unpaid: Number(rows[0]!.unpaid) }).toEqual({
      rate: 0,
      unpaid: 0,
    });
  });

  it('keeps a payout written in plain SQL in its account’s money of the day, and down takes it off', async () => {
    const affiliate = await db.selectFrom('affiliates').select('id').executeTakeFirstOrThrow();
    const account = await db.selectFrom('bank_accounts').select('id').executeTakeFirstOrThrow();
    const stamp = new Date().toISOString();
    await db
      .insertInto('affiliate_payouts')
      .values({
        label: 'Migrated payout',
        affiliate_id: affiliate.id,
        amount: 12_345,
        date: '2026-11-20',
        bank_account_id: account.id,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    const kept = (await payoutDays(Number(account.id))).map((row) => ({
      amount: Number(row.amount),
      entries: Number(row.entries),
    }));
    expect(kept).toEqual([{ amount: 12_345, entries: 1 }]);

    const names = Object.keys(migrations);
    await migrateTo(db, names[names.indexOf(AFFILIATES) - 1] ?? '');
    const tables = (await db.introspection.getTables()).map((t) => t.name);
    expect(tables.filter((name) => name.startsWith('affiliate'))).toEqual([]);
    expect(await payoutDays(Number(account.id))).toEqual([]);
  });
});
