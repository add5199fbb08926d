/**
 * Types shared by the realtime server, its Fastify plugin and the code that registers it.
 */
import type { FastifyRequest } from 'fastify';
import type { ChannelPolicy } from './channel-policy';

/** The user kinds of the product (role types 1–5 in docs/API.md). */
export type RealtimeUserKind = 'admin' | 'employee' | 'student' | 'parent' | 'affiliation';

/** What channel authorisation needs to know about the caller of `/api/broadcasting/auth`. */
export interface RealtimeUser {
  id: number;
  name: string;
  image: string;
  kind: RealtimeUserKind;
  /** May use the chat: only then may they subscribe to their online channel. */
  mayChat: boolean;
}

export interface RealtimePluginOptions {
  appId: string;
  key: string;
  secret: string;
  /** Resolves the bearer token of `POST /api/broadcasting/auth` to a user, or null (401). */
  authenticate: (request: FastifyRequest) => Promise<RealtimeUser | null>;
  /**
   * Who may join which private or presence channel. Default: the product's `authorizeChannel`.
   * The protocol tests pass their own to exercise presence channels, which the product does not use.
   */
  authorizeChannel?: ChannelPolicy;
  /** Seconds of client silence before the server pings; sent to clients. Default 120. */
  activityTimeout?: number;
  /** Seconds the server waits for a pong before closing with 4201. Default 30. */
  pongTimeout?: number;
}

/** A member of a presence channel, as given in the signed `channel_data`. */
export interface PresenceMember {
  userId: string;
  userInfo: unknown;
}
