/** The mails the app sent, read from its outbox table (every mail goes through it). */
import type { Db } from '../../server/db/types';

export interface SentMail {
  subject: string;
  text: string;
}

/** The last mail sent to `email`; fails the test when none was. */
export async function lastMailTo(db: Db, email: string): Promise<SentMail> {
  const mail = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { subject: String(mail.subject), text: String(mail.text) };
}
