/**
 * Channel authorisation signatures (Pusher "auth signatures"): the auth endpoint signs
 * `socket_id:channel[:channel_data]` with the app secret, and the WebSocket server checks the
 * `key:signature` string a client presents when it subscribes to a private or presence channel.
 */
import { hmacSha256Hex, safeEqual } from './crypto';

export interface AppCredentials {
  key: string;
  secret: string;
}

/** The string that is signed; also quoted in the error a client gets for a bad signature. */
export function channelStringToSign(
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  return channelData === undefined
    ? `${socketId}:${channel}`
    : `${socketId}:${channel}:${channelData}`;
}

/** `key:hex(hmac_sha256(secret, socket_id:channel[:channel_data]))`, as pusher-js expects it. */
export function signChannel(
  app: AppCredentials,
  socketId: string,
  channel: string,
  channelData?: string,
): string {
  const signature = hmacSha256Hex(app.secret, channelStringToSign(socketId, channel, channelData));
  return `${app.key}:${signature}`;
}

export function verifyChannelAuth(
  app: AppCredentials,
  auth: string,
  socketId: string,
  channel: string,
  channelData?: string,
): boolean {
  return safeEqual(auth, signChannel(app, socketId, channel, channelData));
}
