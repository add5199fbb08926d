/**
 * Which realtime channels a user may join: their own message and notification channels, their
 * own online channel if they may use the chat, and the admin notification channel for admins
 * only. Everything else is refused, so a new channel needs a rule here first.
 *
 * There is no shared presence channel: every member of one sees every other member, and an
 * external Pusher-compatible server cannot narrow that list to each subscriber's chat contacts.
 * Being subscribed to `private-online-channel-{ownId}` is what "online" means; the app lists the
 * caller's online contacts itself (docs/API.md, "Who sees whom online").
 */
import type { RealtimeUser } from './types';

export interface PresenceChannelData {
  user_id: number;
  user_info: { id: number; name: string; image: string };
}

export type ChannelGrant =
  { presence: false } | { presence: true; channelData: PresenceChannelData };

/** Decides one subscription: a grant, or null for 403. */
export type ChannelPolicy = (user: RealtimeUser, channel: string) => ChannelGrant | null;

const OWN_CHANNEL = /^private-(?:message|user)-channel-(\d+)$/;
const ONLINE_CHANNEL = /^private-online-channel-(\d+)$/;
const ADMIN_CHANNEL = /^private-admin-notify-channel-(\d+)$/;

function ownedBy(user: RealtimeUser, id: string | undefined): boolean {
  return id !== undefined && id === String(user.id);
}

export const authorizeChannel: ChannelPolicy = (user, channel) => {
  if (ownedBy(user, OWN_CHANNEL.exec(channel)?.[1])) return { presence: false };
  if (user.mayChat && ownedBy(user, ONLINE_CHANNEL.exec(channel)?.[1])) return { presence: false };
  if (user.kind === 'admin' && ownedBy(user, ADMIN_CHANNEL.exec(channel)?.[1])) {
    return { presence: false };
  }
  return null;
};
