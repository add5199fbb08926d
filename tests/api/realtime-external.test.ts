/**
 * The product pointed at an external Pusher-compatible server by environment alone (README
 * "Realtime"): the browser settings name that server, channel authorisation stays on the app and
 * is signed with the shared secret the external server checks, and the app's own notifications
 * are published there through the `pusher` HTTP client. The "external" server is a separate
 * Fastify instance with only the realtime plugin and its own app id, key and secret, and no way
 * to know the app's users, as Soketi or Reverb would be.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimePlugin } from '../../server/realtime/plugin';
import { createPublisher, setDefaultPublisher } from '../../server/realtime/publisher';
import { browserClients, waitFor } from '../support/pusher-client';
import { startTestServer, type TestServer } from '../support/server';

const EXTERNAL = { appId: 'external-app', key: 'external-key', secret: 'external-secret' };
const SETTINGS = ['PUSHER_HOST', 'PUSHER_PORT', 'PUSHER_SCHEME', 'PUSHER_APP_ID'] as const;
const ALSO = ['PUSHER_APP_KEY', 'PUSHER_APP_SECRET'] as const;
const saved = new Map<string, string | undefined>(
  [...SETTINGS, ...ALSO].map((name) => [name, process.env[name]]),
);

let external: FastifyInstance;
let externalPort: number;
let server: TestServer;
let studentToken: string;
let studentId: number;
const clients = browserClients();

type BrowserSettings = { key: string; host: string | null; port: number | null; forceTLS: boolean };

beforeAll(async () => {
  external = Fastify();
  await external.register(realtimePlugin, { ...EXTERNAL, authenticate: async () => null });
  await external.listen({ host: '127.0.0.1', port: 0 });
  const address = external.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  externalPort = address.port;

  Object.assign(process.env, {
    PUSHER_HOST: '127.0.0.1',
    PUSHER_PORT: String(externalPort),
    PUSHER_SCHEME: 'http',
    PUSHER_APP_ID: EXTERNAL.appId,
    PUSHER_APP_KEY: EXTERNAL.key,
    PUSHER_APP_SECRET: EXTERNAL.secret,
  });
  server = await startTestServer();
  // The test server points publishing at its own port; a deployment reads the environment.
  setDefaultPublisher(createPublisher(server.settings.realtime));
  studentToken = await server.login('student@academy.test');
  studentId = await server.userId('student@academy.test');
});

afterAll(async () => {
  clients.disconnectAll();
  for (const [name, value] of saved)
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  await server.close();
  await external.close();
});

async function browserClient(token: string): Promise<Pusher> {
  const { body } = await server.request<{ data: BrowserSettings }>(
    'GET',
    '/api/broadcasting/config',
  );
  const settings = body.data;
  return clients.open({
    url: server.url,
    token,
    key: settings.key,
    host: settings.host ?? '127.0.0.1',
    port: settings.port ?? 0,
    forceTLS: settings.forceTLS,
  });
}

describe('an external Pusher-compatible server', () => {
  it('is where the browser is told to connect', async () => {
    const { body } = await server.request<{ data: BrowserSettings }>(
      'GET',
      '/api/broadcasting/config',
    );
    expect(body.data).toMatchObject({
      key: EXTERNAL.key,
      host: '127.0.0.1',
      port: externalPort,
      forceTLS: false,
    });
  });

  it('accepts the channel authorisations the app signs, and lists online contacts from it', async () => {
    const client = await browserClient(studentToken);
    const online = client.subscribe(`private-online-channel-${studentId}`);
    await waitFor('the online channel subscription', (resolve) =>
      online.bind('pusher:subscription_succeeded', resolve),
    );
    expect(external.realtime.connections()).toBeGreaterThan(0);

    const tutor = await server.login('employee@academy.test');
    const listed = await server.request<{ data: number[] }>('GET', '/api/messages/online', {
      token: tutor,
    });
    expect(listed.body.data).toContain(studentId);
  });

  it("delivers the app's notifications through it", async () => {
    const client = await browserClient(studentToken);
    const channel = client.subscribe(`private-user-channel-${studentId}`);
    await waitFor('the private subscription', (resolve) =>
      channel.bind('pusher:subscription_succeeded', resolve),
    );
    const arrived = waitFor<{ subject: string; message: string }>('the notification', (resolve) =>
      channel.bind('UserNotification', resolve),
    );

    const admin = await server.login('admin@academy.test');
    const filed = await server.request<{ data: { id: number } }>('POST', '/api/complain', {
      token: studentToken,
      json: { subject: 'Projector', message: 'The projector in Room 3 flickers.', status: 0 },
    });
    expect(filed.status).toBe(201);
    const answered = await server.request('PUT', `/api/complain/${filed.body.data.id}`, {
      token: admin,
      json: { answer: 'The lamp has been replaced.', status: 0 },
    });
    expect(answered.status).toBe(200);

    expect(await arrived).toMatchObject({
      subject: 'Your complaint has been answered',
      message: 'Projector: The lamp has been replaced.',
    });
  });

  it('refuses a channel authorisation signed with another secret', async () => {
    const client = clients.open({
      url: server.url,
      key: EXTERNAL.key,
      port: externalPort,
      authorize: () => ({ auth: `${EXTERNAL.key}:${'0'.repeat(64)}` }),
    });
    const channel = client.subscribe(`private-user-channel-${studentId}`);
    const refusal = await waitFor<string>('the refusal', (resolve) =>
      client.connection.bind('error', (error: { data?: { message?: string } }) =>
        resolve(error.data?.message ?? ''),
      ),
    );
    expect(refusal).toMatch(/^Invalid signature/);
    expect(channel.subscribed).toBe(false);
  });
});
