/**
 * Nobody signs for the app's realtime server but the app. A channel subscription needs the auth
 * `/api/broadcasting/auth` gives the signed-in user, and the HTTP events API needs the app's
 * secret; a signature made with any value written in code (the former development secret, empty,
 * "secret", the public app key or id, the former path-derived key) is refused. Checked with the
 * settings built as a development install (no APP_KEY: the key generated in DATA_DIR) and as a
 * production one (APP_KEY set).
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import type Pusher from 'pusher-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { browserClients, waitFor, type ChannelAuth } from '../support/pusher-client';
import { startTestServer, type TestServer } from '../support/server';

const APP_ID = 'academy';
const APP_KEY_ID = 'academy-key';

const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Every secret an attacker could read in the source, for a server whose DATA_DIR is known. */
function constantSecrets(dataDir: string): string[] {
  const oldPathKey = createHash('sha256').update(`academy-admin-dev:${dataDir}`).digest('hex');
  return [
    'academy-dev-realtime-secret',
    '',
    'secret',
    APP_KEY_ID,
    APP_ID,
    oldPathKey,
    hmac(oldPathKey, 'academy-realtime-secret'),
  ];
}

const MODES = [
  { mode: 'development', env: { NODE_ENV: 'development', APP_KEY: '' }, source: 'install-key' },
  {
    mode: 'production',
    env: { NODE_ENV: 'production', APP_KEY: randomBytes(32).toString('hex') },
    source: 'app-key',
  },
] as const;

describe.each(MODES)('the realtime server in $mode mode', ({ env, source }) => {
  let server: TestServer;
  let adminId: number;
  let studentToken: string;
  let studentId: number;
  const clients = browserClients();
  const saved = new Map<string, string | undefined>();

  beforeAll(async () => {
    for (const [name, value] of Object.entries({ ...env, PUSHER_APP_SECRET: '' })) {
      saved.set(name, process.env[name]);
      process.env[name] = value;
    }
    server = await startTestServer();
    adminId = await server.userId('admin@academy.test');
    studentToken = await server.login('student@academy.test');
    studentId = await server.userId('student@academy.test');
  });
  afterEach(() => {
    clients.disconnectAll();
  });
  afterAll(async () => {
    for (const [name, value] of saved)
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    await server.close();
  });

  /** pusher-js as a browser runs it, with channel auth from `authorize` instead of the app. */
  const client = (authorize: (socketId: string, channel: string) => ChannelAuth) =>
    clients.open({ url: server.url, key: APP_KEY_ID, authorize });

  /** Resolves with how the subscription ended: joined, or the server's refusal. */
  function outcome(pusher: Pusher, channel: string): Promise<string> {
    return waitFor(`an answer for ${channel}`, (done) => {
      pusher.connection.bind('error', (error: { data?: { message?: string } }) =>
        done(`refused: ${error.data?.message ?? ''}`),
      );
      const subscription = pusher.subscribe(channel);
      subscription.bind('pusher:subscription_succeeded', () => done('joined'));
      subscription.bind('pusher:subscription_error', (error: { status?: number }) =>
        done(`refused: HTTP ${error.status ?? '?'}`),
      );
    });
  }

  function signedEvent(secret: string): Promise<Response> {
    const body = JSON.stringify({
      name: 'MessageEvent',
      channel: `private-admin-notify-channel-${adminId}`,
      data: JSON.stringify({ message: 'forged' }),
    });
    const path = `/apps/${APP_ID}/events`;
    const query = new URLSearchParams({
      auth_key: APP_KEY_ID,
      auth_timestamp: String(Math.floor(Date.now() / 1000)),
      auth_version: '1.0',
      body_md5: md5(body),
    });
    const toSign = ['POST', path, [...query].map(([k, v]) => `${k}=${v}`).join('&')].join('\n');
    query.set('auth_signature', hmac(secret, toSign));
    return fetch(`${server.url}${path}?${query}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
  }

  it(`signs with a secret ${source === 'app-key' ? 'derived from APP_KEY' : 'of this install'}`, () => {
    expect(server.settings.realtime.secretSource).toBe(source);
    expect(constantSecrets(server.settings.dataDir)).not.toContain(server.settings.realtime.secret);
  });

  it('refuses private and presence channels signed with a constant secret', async () => {
    const channels = [
      `private-admin-notify-channel-${adminId}`,
      `private-message-channel-${adminId}`,
      `private-online-channel-${adminId}`,
      'presence-room',
    ];
    for (const secret of constantSecrets(server.settings.dataDir)) {
      for (const channel of channels) {
        const data = JSON.stringify({ user_id: adminId, user_info: { id: adminId } });
        const presence = channel.startsWith('presence-');
        const forged = client((socketId) => ({
          auth: `${APP_KEY_ID}:${hmac(secret, `${socketId}:${channel}${presence ? `:${data}` : ''}`)}`,
          ...(presence ? { channel_data: data } : {}),
        }));
        expect(await outcome(forged, channel), `${channel} with "${secret}"`).toMatch(
          /^refused: Invalid signature/,
        );
      }
    }
  });

  it('refuses a channel to a client without auth from /api/broadcasting/auth', async () => {
    const channel = `private-admin-notify-channel-${adminId}`;
    const none = client(() => ({ auth: '' }));
    expect(await outcome(none, channel)).toMatch(/^refused/);
    // A real auth, but the app gave it for another socket.
    const own = `private-user-channel-${studentId}`;
    const response = await server.request<{ auth: string }>('POST', '/api/broadcasting/auth', {
      token: studentToken,
      form: new URLSearchParams({ socket_id: '1234.5678', channel_name: own }),
    });
    expect(response.status).toBe(200);
    const borrowed = client(() => ({ auth: response.body.auth }));
    expect(await outcome(borrowed, own)).toMatch(/^refused: Invalid signature/);
  });

  it('answers the app its own channel auth (so the refusals above are about the secret)', async () => {
    const channel = `private-admin-notify-channel-${adminId}`;
    const real = client((socketId) => ({
      auth: `${APP_KEY_ID}:${hmac(server.settings.realtime.secret, `${socketId}:${channel}`)}`,
    }));
    expect(await outcome(real, channel)).toBe('joined');
  });

  it('refuses HTTP events signed with a constant secret, and takes them signed with its own', async () => {
    for (const secret of constantSecrets(server.settings.dataDir)) {
      expect((await signedEvent(secret)).status, `signed with "${secret}"`).toBe(401);
    }
    expect((await signedEvent(server.settings.realtime.secret)).status).toBe(200);
  });
});
