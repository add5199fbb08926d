/** Unread messages: the total (the sidebar's Messages badge) and per sender (the contact list). */
import type { Db } from '../../db/types';

/** The count of a user's unread messages, as a query: the dashboard counts it beside others. */
export const unreadTotalQuery = (db: Db, userId: number) =>
  db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('receiver_id', '=', userId)
    .where('seen_at', 'is', null);

export async function unreadTotal(db: Db, userId: number): Promise<number> {
  const row = await unreadTotalQuery(db, userId).executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function unreadBySender(
  db: Db,
  userId: number,
  senders: number[],
): Promise<Map<number, number>> {
  if (senders.length === 0) return new Map();
  const rows = await db
    .selectFrom('messages')
    .select(['sender_id', (eb) => eb.fn.countAll().as('n')])
    .where('receiver_id', '=', userId)
    .where('seen_at', 'is', null)
    .where('sender_id', 'in', senders)
    .groupBy('sender_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.sender_id), Number(r.n)]));
}
