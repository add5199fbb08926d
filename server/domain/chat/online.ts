/**
 * Who of my chat contacts is online. Being online is being subscribed to one's own
 * `private-online-channel-{id}` (only that user may join it, and only if they may chat), so the
 * occupied channels the Pusher HTTP API lists are the online users; the talk policy then keeps
 * only my contacts. This works the same on the built-in server and on an external
 * Pusher-compatible one, which cannot filter a shared presence channel per subscriber.
 */
import type { Db } from '../../db/types';
import { openTables } from '../../db/types';
import { occupiedChannels, publish } from '../../realtime/publisher';
import type { Actor } from '../../resources/context';
import { contactsOf } from './contact-scope';

const ONLINE_CHANNEL_PREFIX = 'private-online-channel-';

export const onlineChannel = (userId: number) => `${ONLINE_CHANNEL_PREFIX}${userId}`;

/** On an online user's own channel: one of their contacts came online, `{user_id}`. */
export const CONTACT_ONLINE_EVENT = 'ContactOnline';

/** The Pusher HTTP API takes at most 100 channels per trigger. */
const CHANNELS_PER_TRIGGER = 100;

function userIdOf(channel: string): number | null {
  const id = Number(channel.slice(ONLINE_CHANNEL_PREFIX.length));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The ids of the actor's contacts who are online now, ascending. */
export async function onlineContacts(db: Db, actor: Actor): Promise<number[]> {
  const channels = await occupiedChannels(ONLINE_CHANNEL_PREFIX);
  const online = channels.map(userIdOf).filter((id): id is number => id !== null);
  if (online.length === 0) return [];
  const rows = await openTables(db)
    .selectFrom('users')
    .select('users.id')
    .where('users.id', 'in', online)
    .where((eb) => contactsOf(eb, actor))
    .orderBy('users.id')
    .execute();
  return rows.map((row) => Number(row.id));
}

/**
 * Tells the actor's online contacts, on their own online channels, that the actor is online now,
 * and answers who of them is online. The talk policy is symmetric, so those contacts may see the
 * actor.
 */
export async function announceOnline(db: Db, actor: Actor): Promise<number[]> {
  const contacts = await onlineContacts(db, actor);
  const channels = contacts.map(onlineChannel);
  for (let start = 0; start < channels.length; start += CHANNELS_PER_TRIGGER) {
    await publish(channels.slice(start, start + CHANNELS_PER_TRIGGER), CONTACT_ONLINE_EVENT, {
      user_id: actor.id,
    });
  }
  return contacts;
}
