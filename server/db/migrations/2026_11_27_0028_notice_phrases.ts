/**
 * A bell notice keeps its words as a phrase key with its values (JSON), so it is worded when it is
 * read, in the reader's language (docs/DOMAIN.md "Language of notices and e-mails"). `subject` and
 * `message` keep the English wording: older rows have only it, and the column stays what it was.
 */
import type { Db } from '../types';
import { columnTypes } from '../schema-builder';

export async function up(db: Db): Promise<void> {
  const t = columnTypes(db);
  await db.schema.alterTable('notifications').addColumn('subject_phrase', t.text).execute();
  await db.schema.alterTable('notifications').addColumn('message_phrase', t.text).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('notifications').dropColumn('message_phrase').execute();
  await db.schema.alterTable('notifications').dropColumn('subject_phrase').execute();
}
