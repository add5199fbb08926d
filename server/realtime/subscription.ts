/**
 * `pusher:subscribe` and `pusher:unsubscribe`, and leaving every channel when a socket closes.
 * Errors about one subscription are `pusher:error` with code null and leave the connection open,
 * as Pusher does.
 */
import { channelStringToSign, verifyChannelAuth } from './channel-auth';
import { channelKind, isValidChannelName, needsAuth } from './channel-name';
import type { Connection } from './connection';
import { Limits, type ProtocolContext } from './context';
import { asRecord } from './inbound';
import { errorMessage, memberAdded, memberRemoved, subscriptionSucceeded } from './messages';
import { parsePresenceMember } from './presence-member';
import type { PresenceMember } from './types';

type Checked = { member: PresenceMember | undefined } | { error: string };

function checkAuth(
  context: ProtocolContext,
  connection: Connection,
  channel: string,
  request: Record<string, unknown>,
): Checked {
  const kind = channelKind(channel);
  if (!needsAuth(kind)) return { member: undefined };
  const auth = request.auth;
  if (typeof auth !== 'string' || auth === '') {
    return { error: `Auth value for subscription to ${channel} is required` };
  }
  const channelData = kind === 'presence' ? request.channel_data : undefined;
  if (kind === 'presence' && typeof channelData !== 'string') {
    return { error: `channel_data is required for subscription to ${channel}` };
  }
  const data = typeof channelData === 'string' ? channelData : undefined;
  if (!verifyChannelAuth(context.app, auth, connection.id, channel, data)) {
    const signed = channelStringToSign(connection.id, channel, data);
    const given = auth.slice(auth.indexOf(':') + 1);
    return {
      error: `Invalid signature: Expected HMAC SHA256 hex digest of ${signed}, but got ${given}`,
    };
  }
  if (data === undefined) return { member: undefined };
  const parsed = parsePresenceMember(data);
  return 'error' in parsed ? parsed : { member: parsed.member };
}

export function subscribe(context: ProtocolContext, connection: Connection, data: unknown): void {
  const request = asRecord(data) ?? {};
  const channel = request.channel;
  if (!isValidChannelName(channel)) {
    connection.send(errorMessage(null, 'Invalid channel name'));
    return;
  }
  if (connection.channels.has(channel)) {
    connection.send(errorMessage(null, `Existing subscription to channel ${channel}`));
    return;
  }
  if (connection.channels.size >= Limits.channelsPerConnection) {
    connection.send(errorMessage(null, `Subscription limit of ${Limits.channelsPerConnection}`));
    return;
  }
  const checked = checkAuth(context, connection, channel, request);
  if ('error' in checked) {
    connection.send(errorMessage(null, checked.error));
    return;
  }
  const { registry } = context;
  const { member } = checked;
  const { newMember } = registry.join(connection, channel, member);
  const presence = member === undefined ? undefined : registry.presence(channel);
  connection.send(subscriptionSucceeded(channel, presence));
  if (newMember && member !== undefined) {
    registry.broadcast(channel, memberAdded(channel, member.userId, member.userInfo), connection);
  }
}

export function leave(context: ProtocolContext, connection: Connection, channel: string): void {
  const { removedMember } = context.registry.leave(connection, channel);
  if (removedMember !== undefined) {
    context.registry.broadcast(channel, memberRemoved(channel, removedMember));
  }
}

export function unsubscribe(context: ProtocolContext, connection: Connection, data: unknown): void {
  const channel = asRecord(data)?.channel;
  // Unsubscribing from a channel one is not in is a no-op in the protocol, not an error.
  if (typeof channel === 'string' && connection.channels.has(channel)) {
    leave(context, connection, channel);
  }
}

export function leaveAll(context: ProtocolContext, connection: Connection): void {
  for (const channel of [...connection.channels.keys()]) leave(context, connection, channel);
}
