/**
 * `client-*` events: relayed to the channel's other subscribers, only on private and presence
 * channels and only from a socket subscribed to the channel (its subscription was signed, so the
 * sender is known). On presence channels the sender's user id is added, as Pusher does.
 */
import { allowsClientEvents, channelKind } from './channel-name';
import type { Connection } from './connection';
import { Limits, type ProtocolContext } from './context';
import type { InboundMessage } from './inbound';
import { encode, ErrorCode, errorMessage } from './messages';

function rejection(connection: Connection, message: InboundMessage, now: number): string | null {
  const channel = message.channel;
  if (message.event.length > Limits.eventNameLength) return 'event name is too long';
  if (channel === undefined || !connection.channels.has(channel)) {
    return `not subscribed to channel ${channel ?? '(none)'}`;
  }
  if (!allowsClientEvents(channelKind(channel))) {
    return 'only supported on private and presence channels';
  }
  const second = Math.floor(now / 1000);
  if (connection.clientEventSecond !== second) {
    connection.clientEventSecond = second;
    connection.clientEventCount = 0;
  }
  connection.clientEventCount += 1;
  return null;
}

export function relayClientEvent(
  context: ProtocolContext,
  connection: Connection,
  message: InboundMessage,
): void {
  const refused = rejection(connection, message, context.now());
  if (refused !== null) {
    connection.send(errorMessage(null, `Client event rejected - ${refused}`));
    return;
  }
  if (connection.clientEventCount > Limits.clientEventsPerSecond) {
    const text = 'Client event rejected due to rate limit';
    connection.send(errorMessage(ErrorCode.clientEventRateLimit, text));
    return;
  }
  const data = message.data ?? {};
  const size = Buffer.byteLength(typeof data === 'string' ? data : JSON.stringify(data));
  if (size > Limits.clientEventBytes) {
    connection.send(errorMessage(null, 'Client event rejected - data is larger than 10 KB'));
    return;
  }
  const channel = message.channel as string;
  const userId = connection.channels.get(channel) ?? undefined;
  const frame = encode({ event: message.event, channel, data, user_id: userId });
  context.registry.broadcast(channel, frame, connection);
}
