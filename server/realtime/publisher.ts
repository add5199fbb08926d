/**
 * How domain code publishes realtime events: through the official `pusher` HTTP client, so the
 * same code drives the built-in server or any Pusher-compatible one chosen by environment.
 * Publishing is best effort: a failure is logged and reported as `false`, never thrown, because
 * a notification that could not be pushed must not fail the request that caused it.
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
  context: { channels: string[]; event: string },
) => void;

export interface Publisher {
  publish(
    channel: string | string[],
    event: string,
    data: PublishData,
    options?: PublishOptions,
  ): Promise<boolean>;
}

const defaultLog: PublishFailureLog = (error, context) => {
  console.error('realtime: publishing failed', context, error);
};

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
  };
}

let defaultPublisher: Publisher | undefined;

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
  defaultPublisher ??= createPublisher(readSettings().realtime);
  return defaultPublisher.publish(channel, event, data, options);
}
