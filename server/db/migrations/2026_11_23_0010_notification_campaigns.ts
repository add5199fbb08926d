/**
 * E-mail, push and SMS campaigns: one table per channel, since each channel composes
 * different fields and the generic engine validates a table's fields as one resource; one
 * delivery table for all three, since a single queue worker claims every channel's rows the same
 * way. An SMS outbox records every text message, as `mail_outbox` records e-mail.
 */
import type { Db } from '../types';
import {
  columnTypes,
  createIndex,
  createRecordTable,
  foreignKey,
  indexEach,
} from '../schema-builder';

export const CAMPAIGN_TABLES = ['email_campaigns', 'push_campaigns', 'sms_campaigns'] as const;

export async function up(db: Db): Promise<void> {
  const t = columnTypes(db);
  const channelColumns: Record<
    (typeof CAMPAIGN_TABLES)[number],
    Parameters<typeof createRecordTable>[2]
  > = {
    email_campaigns: (b) =>
      b
        .addColumn('subject', t.string(300), (c) => c.notNull())
        .addColumn('body', t.text, (c) => c.notNull()),
    push_campaigns: (b) =>
      b
        .addColumn('title', t.string(190), (c) => c.notNull())
        .addColumn('message', t.text, (c) => c.notNull())
        .addColumn('link', t.string(500)),
    sms_campaigns: (b) => b.addColumn('message', t.text, (c) => c.notNull()),
  };
  for (const table of CAMPAIGN_TABLES) {
    await createRecordTable(db, table, (b) =>
      channelColumns[table](b)
        .addColumn('audience', t.string(20), (c) => c.notNull())
        .addColumn('user_type', 'integer')
        .addColumn('course_id', 'integer', foreignKey('courses', 'set null', false))
        .addColumn('send_at', t.timestamp)
        .addColumn('status', t.string(20), (c) => c.notNull().defaultTo('scheduled'))
        .addColumn('released_at', t.timestamp),
    );
    const sortedTitle = {
      email_campaigns: ['subject'],
      push_campaigns: ['title'],
      sms_campaigns: [],
    };
    await indexEach(db, table, [
      ...sortedTitle[table],
      'audience',
      'user_type',
      'course_id',
      'send_at',
      'status',
      'released_at',
    ]);
    const users = `${table.replace('_campaigns', '_campaign')}_users`;
    await db.schema
      .createTable(users)
      .addColumn('campaign_id', 'integer', foreignKey(table, 'cascade'))
      .addColumn('user_id', 'integer', foreignKey('users', 'cascade'))
      .addPrimaryKeyConstraint(`${users}_pk`, ['campaign_id', 'user_id'])
      .execute();
    await createIndex(db, users, ['user_id']);
  }

  await createRecordTable(db, 'notification_deliveries', (b) =>
    b
      .addColumn('channel', t.string(10), (c) => c.notNull())
      .addColumn('campaign_id', 'integer', (c) => c.notNull())
      .addColumn('user_id', 'integer', foreignKey('users', 'cascade'))
      .addColumn('address', t.string(190))
      .addColumn('status', t.string(10), (c) => c.notNull().defaultTo('queued'))
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('last_error', t.text)
      .addColumn('available_at', t.timestamp, (c) => c.notNull())
      .addColumn('lease_until', t.timestamp)
      .addColumn('leased_by', t.string(64))
      .addColumn('sent_at', t.timestamp),
  );
  // The worker's claim reads queued rows by due time; a campaign's page reads its rows by status.
  await createIndex(db, 'notification_deliveries', ['status', 'available_at']);
  await createIndex(db, 'notification_deliveries', ['channel', 'campaign_id', 'status']);
  await createIndex(db, 'notification_deliveries', ['channel', 'campaign_id', 'user_id'], {
    unique: true,
  });
  await indexEach(db, 'notification_deliveries', ['user_id']);

  await createRecordTable(db, 'sms_outbox', (b) =>
    b
      .addColumn('to', t.string(30), (c) => c.notNull())
      .addColumn('message', t.text, (c) => c.notNull())
      .addColumn('transport', t.string(20), (c) => c.notNull())
      .addColumn('provider_id', t.string(100)),
  );
  await indexEach(db, 'sms_outbox', ['to', 'transport']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('sms_outbox').execute();
  await db.schema.dropTable('notification_deliveries').execute();
  for (const table of [...CAMPAIGN_TABLES].reverse()) {
    await db.schema.dropTable(`${table.replace('_campaigns', '_campaign')}_users`).execute();
    await db.schema.dropTable(table).execute();
  }
}
