/**
 * The per-visitor limits of sign-in, the account flows and the public forms count in the database
 * rather than in each API instance's memory, so that several instances behind one load balancer
 * enforce one limit. One row per limiter and visitor: the hits in the current window and when the
 * window ends (milliseconds since 1970, compared as numbers on both databases).
 */
import type { Db } from '../types';
import { columnTypes, createIndex } from '../schema-builder';

export async function up(db: Db): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', t.string(300), (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('resets_at', 'bigint', (c) => c.notNull())
    .execute();
  // Finding the ended windows to delete.
  await createIndex(db, 'rate_limit_hits', ['resets_at']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').execute();
}
