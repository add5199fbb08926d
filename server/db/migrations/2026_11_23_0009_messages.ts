/**
 * Chat messages between two users (`/message`): the text and at most one attachment,
 * when the receiver saw it. A conversation is read newest first by id (keyset paging), so each
 * direction has an index ending in `id`; the unread counters read the receiver's unseen rows.
 */
import type { Db } from '../types';
import { columnTypes, createIndex, createTableWithId, foreignKey as fk } from '../schema-builder';

export async function up(db: Db): Promise<void> {
  const t = columnTypes(db);
  await createTableWithId(db, 'messages')
    .addColumn('sender_id', 'integer', fk('users', 'cascade'))
    .addColumn('receiver_id', 'integer', fk('users', 'cascade'))
    .addColumn('text', t.text)
    .addColumn('attachment_path', t.string(500))
    .addColumn('attachment_name', t.string(190))
    .addColumn('attachment_mime', t.string(100))
    .addColumn('attachment_size', 'integer')
    .addColumn('seen_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  // One direction of a conversation, newest first: `(sender, receiver) … order by id desc`.
  await createIndex(db, 'messages', ['sender_id', 'receiver_id', 'id']);
  // What waits for me, by sender: the unread counters and "mark this conversation seen".
  await createIndex(db, 'messages', ['receiver_id', 'seen_at', 'sender_id']);
  // My latest message with each contact, for ordering the contacts by activity.
  await createIndex(db, 'messages', ['receiver_id', 'sender_id', 'id']);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('messages').execute();
}
