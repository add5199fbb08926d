/**
 * How domain code publishes realtime events, and asks which channels are occupied: through the
 * official `pusher` HTTP client, so the same code drives the built-in server or any
 * Pusher-compatible one chosen by environment. Both are best effort: a failure is logged and
 * reported as `false` (no channels), never thrown, because realtime that is down must not fail
 * the request that used it.
 */
import Pusher from 'pusher';
import { readSettings } from '../config/env';
import type { RealtimeSettings } from './settings';

export type PublishData = Record<string, unknown> | unknown[] | string | number | boolean | null;

export interface PublishOptions {
  /** The socket that caused the event, which should not receive it (Laravel's `toOthers`). */
  socketId?: string;
}

export type PublishFailureLog = (
  error: unknown,
  context: { channels: string[]; event: string } | { prefix: string },
) => void;

export interface Publisher {
  publish(
    channel: string | string[],
    event: string,
    data: PublishData,
    options?: PublishOptions,
  ): Promise<boolean>;
  /** The names of the occupied channels starting with `prefix` (none when the query fails). */
  occupiedChannels(prefix: string): Promise<string[]>;
}

const defaultLog: PublishFailureLog = (error, context) => {
  console.error('realtime: the Pusher HTTP API call failed', context, error);
};

function channelNames(body: unknown): string[] {
  const channels = (body as { channels?: unknown } | null)?.channels;
  return channels !== null && typeof channels === 'object' ? Object.keys(channels) : [];
}

type ConnectionSettings = Pick<
  RealtimeSettings,
  'appId' | 'key' | 'secret' | 'host' | 'port' | 'scheme'
>;

export function createPublisher(
  settings: ConnectionSettings,
  log: PublishFailureLog = defaultLog,
): Publisher {
  const client = new Pusher({
    appId: settings.appId,
    key: settings.key,
    secret: settings.secret,
    host: settings.host,
    port: String(settings.port),
    useTLS: settings.scheme === 'https',
    // A realtime server that hangs must not hold requests' promises (and memory) for long.
    timeout: 5000,
  });
  return {
    async publish(channel, event, data, options = {}) {
      const channels = Array.isArray(channel) ? channel : [channel];
      try {
        const params = options.socketId === undefined ? undefined : { socket_id: options.socketId };
        await client.trigger(channels, event, data, params);
        return true;
      } catch (error) {
        log(error, { channels, event });
        return false;
      }
    },
    async occupiedChannels(prefix) {
      try {
        const response = await client.get({
          path: '/channels',
          params: { filter_by_prefix: prefix },
        });
        return channelNames(await response.json());
      } catch (error) {
        log(error, { prefix });
        return [];
      }
    },
  };
}

/** For when nobody can be connected (seeding before the server listens): delivers nothing. */
export const OFFLINE_PUBLISHER: Publisher = {
  publish: () => Promise.resolve(true),
  occupiedChannels: () => Promise.resolve([]),
};

let defaultPublisher: Publisher | undefined;

const defaultPublisherInstance = (): Publisher =>
  (defaultPublisher ??= createPublisher(readSettings().realtime));

/** Replaces the process-wide publisher, e.g. once the app knows the port it listens on. */
export function setDefaultPublisher(publisher: Publisher | undefined): void {
  defaultPublisher = publisher;
}

/**
 * Publishes with the process-wide publisher: the one set with `setDefaultPublisher`, else one
 * made on first use from the app's settings (the same secret the server checks).
 */
export function publish(
  channel: string | string[],
  event: string,
  data: PublishData,
  options?: PublishOptions,
): Promise<boolean> {
  return defaultPublisherInstance().publish(channel, event, data, options);
}

/** The occupied channels starting with `prefix`, asked of the process-wide publisher's server. */
export function occupiedChannels(prefix: string): Promise<string[]> {
  return defaultPublisherInstance().occupiedChannels(prefix);
}
