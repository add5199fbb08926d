/**
 * pusher-js as the browser runs it, for tests against a realtime server (the app's built-in one,
 * an external one, or the bare plugin): websocket only, no stats, plain `ws` on loopback, and
 * channel auth from the app's `/api/broadcasting/auth` with the user's Bearer token, or from a
 * stand-in that forges or borrows one. One builder, so every suite connects the way the product's
 * browser code does; and `waitFor`, which fails a test on a missing event instead of hanging it.
 */
import Pusher from 'pusher-js';

/** What a channel auth endpoint answers (pusher-js's `ChannelAuthorizationData`). */
export interface ChannelAuth {
  auth: string;
  channel_data?: string;
}

export interface BrowserClientOptions {
  /** The app's base URL: channel auth is asked of its `/api/broadcasting/auth`. */
  url: string;
  /** The signed-in user's token, sent as `Authorization: Bearer …` with every channel auth. */
  token?: string;
  /** Answers channel auth instead of the app (a forged or borrowed signature); `token` is unused. */
  authorize?: (socketId: string, channelName: string) => ChannelAuth;
  /** The app key; the app's default when left out. */
  key?: string;
  host?: string;
  /** The websocket port; the port of `url` when left out (the app serves both). */
  port?: number;
  forceTLS?: boolean;
}

export function browserClient(options: BrowserClientOptions): Pusher {
  const { url, token, authorize } = options;
  return new Pusher(options.key ?? 'academy-key', {
    cluster: 'mt1',
    wsHost: options.host ?? '127.0.0.1',
    wsPort: options.port ?? Number(new URL(url).port),
    forceTLS: options.forceTLS ?? false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: authorize
      ? {
          customHandler: ({ socketId, channelName }, callback) =>
            callback(null, authorize(socketId, channelName)),
        }
      : {
          endpoint: `${url}/api/broadcasting/auth`,
          transport: 'ajax',
          headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
        },
  });
}

/** The clients a suite opens, so its afterAll or afterEach can disconnect every one of them. */
export interface BrowserClients {
  open(options: BrowserClientOptions): Pusher;
  disconnectAll(): void;
}

export function browserClients(): BrowserClients {
  const open: Pusher[] = [];
  return {
    open(options) {
      const client = browserClient(options);
      open.push(client);
      return client;
    },
    disconnectAll() {
      for (const client of open.splice(0)) client.disconnect();
    },
  };
}

/**
 * Resolves with the first value `register` passes on, or rejects after `ms` naming `label`, so a
 * missing event fails the test instead of hanging it.
 */
export function waitFor<T>(
  label: string,
  register: (resolve: (value: T) => void) => void,
  ms = 10_000,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${label}`)), ms);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}
