/** Marking what a contact sent me as seen, and telling them (their seen receipts). */
import type { Db } from '../../db/types';
import { now } from '../../resources/records';
import { publishSeen } from './events';

/** Answers how many messages became seen; pushes `MessagesSeen` to the sender when any did. */
export async function markConversationSeen(db: Db, me: number, other: number): Promise<number> {
  const waiting = db
    .selectFrom('messages')
    .where('receiver_id', '=', me)
    .where('sender_id', '=', other)
    .where('seen_at', 'is', null);
  const newest = await waiting.select((eb) => eb.fn.max('id').as('up_to_id')).executeTakeFirst();
  const upTo =
    newest?.up_to_id === null || newest?.up_to_id === undefined ? 0 : Number(newest.up_to_id);
  if (upTo === 0) return 0;
  const seenAt = now();
  const result = await db
    .updateTable('messages')
    .set({ seen_at: seenAt })
    .where('receiver_id', '=', me)
    .where('sender_id', '=', other)
    .where('seen_at', 'is', null)
    .where('id', '<=', upTo)
    .executeTakeFirst();
  const updated = Number(result.numUpdatedRows);
  if (updated > 0) await publishSeen(other, { reader_id: me, up_to_id: upTo, seen_at: seenAt });
  return updated;
}
