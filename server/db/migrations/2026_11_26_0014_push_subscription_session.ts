/**
 * A Web Push subscription belongs to the session (access token) that saved it, and goes when that
 * session ends (sign-out, a password change elsewhere, a deactivated account): a browser signed
 * out of an account stops receiving its notifications.
 */
import type { Db } from '../types';
import { createIndex, foreignKey } from '../schema-builder';

export async function up(db: Db): Promise<void> {
  await db.schema
    .alterTable('push_subscriptions')
    .addColumn('access_token_id', 'integer', foreignKey('access_tokens', 'cascade', false))
    .execute();
  await createIndex(db, 'push_subscriptions', ['access_token_id']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('push_subscriptions_access_token_id_idx').execute();
  await db.schema.alterTable('push_subscriptions').dropColumn('access_token_id').execute();
}
