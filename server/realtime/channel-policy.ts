/**
 * Which realtime channels a user may join: their own message and notification channels, the
 * admin notification channel for admins only, and the chat's online-presence channel for users
 * who may use the chat (a user without the chat has no one to see online and must not learn who
 * is). Everything else is refused, so a new channel needs a rule here first.
 */
import type { RealtimeUser } from './types';

export const ONLINE_PRESENCE_CHANNEL = 'presence-message-channel-online';

export interface PresenceChannelData {
  user_id: number;
  user_info: { id: number; name: string; image: string };
}

export type ChannelGrant =
  { presence: false } | { presence: true; channelData: PresenceChannelData };

const OWN_CHANNEL = /^private-(?:message|user)-channel-(\d+)$/;
const ADMIN_CHANNEL = /^private-admin-notify-channel-(\d+)$/;

function ownedBy(user: RealtimeUser, id: string | undefined): boolean {
  return id !== undefined && id === String(user.id);
}

export function authorizeChannel(user: RealtimeUser, channel: string): ChannelGrant | null {
  if (channel === ONLINE_PRESENCE_CHANNEL) {
    if (!user.mayChat) return null;
    const info = { id: user.id, name: user.name, image: user.image };
    return { presence: true, channelData: { user_id: user.id, user_info: info } };
  }
  if (ownedBy(user, OWN_CHANNEL.exec(channel)?.[1])) return { presence: false };
  if (user.kind === 'admin' && ownedBy(user, ADMIN_CHANNEL.exec(channel)?.[1])) {
    return { presence: false };
  }
  return null;
}
