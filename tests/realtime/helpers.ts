/**
 * A real Fastify app with the realtime plugin on a free loopback port, and the real clients the
 * product uses against it: pusher-js (what the browser runs), the official `pusher` HTTP client
 * (what the server publishes with) and a raw `ws` client for protocol-level checks.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import PusherServer from 'pusher';
import type Pusher from 'pusher-js';
import { WebSocket } from 'ws';
import { authorizeChannel, type ChannelPolicy } from '../../server/realtime/channel-policy';
import { realtimePlugin } from '../../server/realtime/plugin';
import type { RealtimePluginOptions, RealtimeUser } from '../../server/realtime/types';
import { browserClient, waitFor } from '../support/pusher-client';

export const APP = { appId: 'test-app', key: 'test-key', secret: 'test-secret' } as const;

/** Bearer tokens of the fake `authenticate`: this suite tests the realtime layer, not sign-in. */
export const USERS: Readonly<Record<string, RealtimeUser>> = {
  'token-1': { id: 1, name: 'Ada Admin', image: '/images/ada.png', kind: 'admin', mayChat: true },
  'token-2': {
    id: 2,
    name: 'Sam Student',
    image: '/images/sam.png',
    kind: 'student',
    mayChat: true,
  },
  'token-3': {
    id: 3,
    name: 'Tia Tutor',
    image: '/images/tia.png',
    kind: 'employee',
    mayChat: true,
  },
  'token-4': {
    id: 4,
    name: 'Aziz Affiliate',
    image: '/images/aziz.png',
    kind: 'affiliation',
    mayChat: false,
  },
};

/**
 * A presence channel for the protocol's presence features. The product has none (a shared one
 * would show every member to every member), so these tests admit one beside the product's rules.
 */
const PRESENCE_CHANNEL = 'presence-room';

const policyWithPresence: ChannelPolicy = (user, channel) => {
  if (channel !== PRESENCE_CHANNEL) return authorizeChannel(user, channel);
  const info = { id: user.id, name: user.name, image: user.image };
  return { presence: true, channelData: { user_id: user.id, user_info: info } };
};

export interface TestServer {
  app: FastifyInstance;
  port: number;
  baseUrl: string;
  close(): Promise<void>;
}

export async function startServer(extra: Partial<RealtimePluginOptions> = {}): Promise<TestServer> {
  const app = Fastify();
  await app.register(realtimePlugin, {
    ...APP,
    authenticate: async (request) => {
      const header = request.headers.authorization ?? '';
      const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
      return USERS[token] ?? null;
    },
    authorizeChannel: policyWithPresence,
    ...extra,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return {
    app,
    port: address.port,
    baseUrl: `http://127.0.0.1:${address.port}`,
    close: () => app.close(),
  };
}

/** `waitFor` with a shorter wait: these servers are in-process and answer at once. */
export function within<T>(
  label: string,
  executor: (resolve: (value: T) => void) => void,
  ms = 5000,
) {
  return waitFor(label, executor, ms);
}

export function pusherClient(server: TestServer, token?: string): Pusher {
  return browserClient({ url: server.baseUrl, key: APP.key, port: server.port, token });
}

export function connected(client: Pusher): Promise<string> {
  return within('pusher-js to connect', (resolve) => {
    client.connection.bind('connected', () => resolve(client.connection.socket_id));
  });
}

export function serverPublisher(server: TestServer, secret: string = APP.secret): PusherServer {
  return new PusherServer({
    appId: APP.appId,
    key: APP.key,
    secret,
    host: '127.0.0.1',
    port: String(server.port),
    useTLS: false,
  });
}

/** A raw protocol client: every frame it receives is queued until a test asks for it. */
export interface RawClient {
  socket: WebSocket;
  next(predicate?: (message: RawMessage) => boolean, label?: string): Promise<RawMessage>;
  send(message: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
}

export interface RawMessage {
  event: string;
  channel?: string;
  data?: unknown;
  user_id?: string;
}

export async function rawClient(server: TestServer, path = `/app/${APP.key}?protocol=7`) {
  const socket = new WebSocket(`ws://127.0.0.1:${server.port}${path}`);
  const queue: RawMessage[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    queue.push(JSON.parse(String(data)) as RawMessage);
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) }));
  });
  const client: RawClient = {
    socket,
    closed,
    send: (message) => socket.send(JSON.stringify(message)),
    next: (predicate = () => true, label = 'a message') =>
      within(label, (resolve) => {
        const look = (): void => {
          const index = queue.findIndex(predicate);
          if (index === -1) {
            waiters.push(look);
            return;
          }
          resolve(queue.splice(index, 1)[0] as RawMessage);
        };
        look();
      }),
  };
  return client;
}

/** Parses the JSON string a server event carries in `data`. */
export function dataOf(message: RawMessage): Record<string, unknown> {
  return typeof message.data === 'string'
    ? (JSON.parse(message.data) as Record<string, unknown>)
    : (message.data as Record<string, unknown>);
}
