/**
 * Messages the server sends, and the protocol's error codes. Server events carry `data` as a
 * JSON string (pusher-js parses it); `pusher:error` carries an object, as Pusher itself sends it.
 */

/**
 * Close and error codes of protocol 7. 4000–4099: do not reconnect; 4100–4199: reconnect after
 * backing off; 4200–4299: reconnect at once; 4300–4399: other errors. `null` marks an error about
 * one request (a subscription, a client event) that leaves the connection open.
 */
export const ErrorCode = {
  applicationDoesNotExist: 4001,
  invalidVersionFormat: 4006,
  unsupportedProtocolVersion: 4007,
  noProtocolVersion: 4008,
  reconnectImmediately: 4200,
  pongNotReceived: 4201,
  clientEventRateLimit: 4301,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface ServerMessage {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

export function encode(message: ServerMessage): string {
  return JSON.stringify(message);
}

export function connectionEstablished(socketId: string, activityTimeout: number): string {
  return encode({
    event: 'pusher:connection_established',
    data: JSON.stringify({ socket_id: socketId, activity_timeout: activityTimeout }),
  });
}

export function errorMessage(code: ErrorCodeValue | null, message: string): string {
  return encode({ event: 'pusher:error', data: { code, message } });
}

export const PING = encode({ event: 'pusher:ping', data: {} });
export const PONG = encode({ event: 'pusher:pong', data: {} });

export function subscriptionSucceeded(channel: string, presence?: PresenceSnapshot): string {
  return encode({
    event: 'pusher_internal:subscription_succeeded',
    channel,
    data: JSON.stringify(presence === undefined ? {} : { presence }),
  });
}

export interface PresenceSnapshot {
  ids: string[];
  hash: Record<string, unknown>;
  count: number;
}

export function memberAdded(channel: string, userId: string, userInfo: unknown): string {
  return encode({
    event: 'pusher_internal:member_added',
    channel,
    data: JSON.stringify({ user_id: userId, user_info: userInfo }),
  });
}

export function memberRemoved(channel: string, userId: string): string {
  return encode({
    event: 'pusher_internal:member_removed',
    channel,
    data: JSON.stringify({ user_id: userId }),
  });
}

/** An event published through the HTTP API; `data` is passed on as the string it arrived as. */
export function channelEvent(channel: string, event: string, data: string): string {
  return encode({ event, channel, data });
}
