/**
 * What the chat pushes on `private-message-channel-{userId}` (docs/API.md). Both are sent after the
 * rows are stored: a receiver who is offline loses nothing, they read the rows on their next load.
 */
import { publish } from '../../realtime/publisher';
import type { MessageView } from './message-view';

export const messageChannel = (userId: number) => `private-message-channel-${userId}`;

/**
 * A new message: `{sender_id, message}`, on the receiver's channel and on the sender's own (their
 * other tabs and devices show what they sent; the app tells the two apart by `sender_id`).
 */
export const MESSAGE_EVENT = 'MessageEvent';
/** The channel's owner's messages to `reader_id` up to `up_to_id` were seen: `{reader_id, up_to_id, seen_at}`. */
export const MESSAGES_SEEN_EVENT = 'MessagesSeen';

export function publishMessage(message: MessageView): Promise<boolean> {
  const channels = [messageChannel(message.receiver_id), messageChannel(message.sender_id)];
  return publish(channels, MESSAGE_EVENT, {
    sender_id: message.sender_id,
    message: { ...message },
  });
}

export function publishSeen(
  senderId: number,
  seen: { reader_id: number; up_to_id: number; seen_at: string },
): Promise<boolean> {
  return publish(messageChannel(senderId), MESSAGES_SEEN_EVENT, { ...seen });
}
