/**
 * Web Push: the browsers that asked to be notified, one row per push subscription, and
 * the mark a push campaign's delivery keeps once its in-app notification exists, so that a retry
 * for the browsers does not notify the bell a second time.
 */
import type { Db } from '../types';
import { columnTypes, createIndex, createRecordTable, foreignKey } from '../schema-builder';

export async function up(db: Db): Promise<void> {
  const t = columnTypes(db);
  await createRecordTable(db, 'push_subscriptions', (b) =>
    b
      .addColumn('user_id', 'integer', foreignKey('users', 'cascade'))
      .addColumn('endpoint', t.text, (c) => c.notNull())
      // Endpoints are long URLs; the unique index is on their SHA-256, which fits any index.
      .addColumn('endpoint_hash', t.string(64), (c) => c.notNull())
      .addColumn('p256dh', t.string(200), (c) => c.notNull())
      .addColumn('auth', t.string(100), (c) => c.notNull())
      .addColumn('user_agent', t.string(300))
      .addColumn('last_success_at', t.timestamp)
      .addColumn('last_error', t.text),
  );
  await createIndex(db, 'push_subscriptions', ['endpoint_hash'], { unique: true });
  await createIndex(db, 'push_subscriptions', ['user_id']);

  await db.schema
    .alterTable('notification_deliveries')
    .addColumn('notified_at', t.timestamp)
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('notification_deliveries').dropColumn('notified_at').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}
