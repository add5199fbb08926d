/** The realtime channels and events (docs/API.md), as server/domain/notifications and chat
 *  publish them. */
export const channels = {
  /** laravel-echo names private channels without their `private-` prefix. */
  user: (id: number) => `user-channel-${id}`,
  adminNotify: (id: number) => `admin-notify-channel-${id}`,
  messages: (id: number) => `message-channel-${id}`,
  /** Subscribed to while signed in, by users who may chat: being online. */
  online: (id: number) => `online-channel-${id}`,
};

export const USER_NOTIFICATION = 'UserNotification';
export const COMMON_NOTIFICATION = 'CommonNotification';
export const MESSAGE_EVENT = 'MessageEvent';
export const MESSAGES_SEEN = 'MessagesSeen';
/** On my online channel: one of my contacts came online, `{user_id}`. */
export const CONTACT_ONLINE = 'ContactOnline';

/** `MessageEvent`'s payload: who sent it, and the stored message. */
export interface MessageEventPayload {
  sender_id: number;
  message?: unknown;
}

/** `MessagesSeen`'s payload: the reader saw my messages to them up to this id. */
export interface MessagesSeenPayload {
  reader_id: number;
  up_to_id: number;
  seen_at: string;
}
