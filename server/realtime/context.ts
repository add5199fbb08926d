/**
 * What the protocol handlers share: the app's credentials, the subscription registry and a
 * clock (injected so tests control time instead of waiting for it).
 */
import type { AppCredentials } from './channel-auth';
import type { ChannelRegistry } from './channel-registry';

export interface ProtocolContext {
  app: AppCredentials;
  registry: ChannelRegistry;
  now: () => number;
}

/** Limits that keep one client from growing the server's memory without bound. */
export const Limits = {
  channelsPerConnection: 100,
  /** Pusher's limits: 10 KB of client event data, 10 client events per second, 1 KB user info. */
  clientEventBytes: 10 * 1024,
  clientEventsPerSecond: 10,
  userInfoBytes: 1024,
  userIdLength: 128,
  eventNameLength: 200,
} as const;
