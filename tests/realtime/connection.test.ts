/**
 * The WebSocket connection lifecycle against a real server: handshake, refusals, heartbeat,
 * other upgrade paths, and that a closed socket leaves nothing behind.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type Pusher from 'pusher-js';
import { WebSocket, WebSocketServer } from 'ws';
import {
  connected,
  pusherClient,
  rawClient,
  dataOf,
  serverPublisher,
  startServer,
  within,
  type TestServer,
} from './helpers';

let server: TestServer;
const clients: Pusher[] = [];

beforeEach(async () => {
  server = await startServer();
});

afterEach(async () => {
  clients.splice(0).forEach((client) => client.disconnect());
  await server.close();
});

function client(token?: string): Pusher {
  const created = pusherClient(server, token);
  clients.push(created);
  return created;
}

/** Polls a condition the server reaches asynchronously; the timeout only guards against a hang. */
async function until(label: string, condition: () => boolean): Promise<void> {
  await within(label, (resolve) => {
    const check = (): void => {
      if (condition()) resolve(undefined);
      else setTimeout(check, 10);
    };
    check();
  });
}

describe('connecting', () => {
  it('gives each pusher-js client its own socket id of the protocol form', async () => {
    const [first, second] = await Promise.all([connected(client()), connected(client())]);
    expect(first).toMatch(/^\d+\.\d+$/);
    expect(second).toMatch(/^\d+\.\d+$/);
    expect(first).not.toBe(second);
    expect(server.app.realtime.connections()).toBe(2);
  });

  it('sends connection_established with activity_timeout 120', async () => {
    const raw = await rawClient(server);
    const established = await raw.next();
    expect(established.event).toBe('pusher:connection_established');
    expect(dataOf(established)).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });
    raw.socket.close();
  });

  it('refuses a wrong app key with error 4001 and closes', async () => {
    const raw = await rawClient(server, '/app/wrong-key?protocol=7');
    const error = await raw.next();
    expect(error).toEqual({
      event: 'pusher:error',
      data: { code: 4001, message: 'App key wrong-key does not exist' },
    });
    expect((await raw.closed).code).toBe(4001);
    expect(server.app.realtime.connections()).toBe(0);
  });

  it('refuses a connection that names no protocol version with 4008', async () => {
    const raw = await rawClient(server, '/app/test-key');
    expect(dataOf(await raw.next())).toMatchObject({ code: 4008 });
    expect((await raw.closed).code).toBe(4008);
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const raw = await rawClient(server);
    await raw.next();
    raw.send({ event: 'pusher:ping', data: {} });
    expect(await raw.next()).toEqual({ event: 'pusher:pong', data: {} });
    raw.socket.close();
  });
});

describe('heartbeat', () => {
  it('pings an idle client and closes it with 4201 when no pong comes', async () => {
    await server.close();
    server = await startServer({ activityTimeout: 1, pongTimeout: 1 });
    const raw = await rawClient(server);
    await raw.next();
    expect(await raw.next()).toEqual({ event: 'pusher:ping', data: {} });
    expect(await raw.next()).toEqual({
      event: 'pusher:error',
      data: { code: 4201, message: 'Pong reply not received in time' },
    });
    expect((await raw.closed).code).toBe(4201);
  });

  it('keeps a client that answers each ping', async () => {
    await server.close();
    server = await startServer({ activityTimeout: 1, pongTimeout: 1 });
    const raw = await rawClient(server);
    await raw.next();
    for (let round = 0; round < 3; round++) {
      expect((await raw.next()).event).toBe('pusher:ping');
      raw.send({ event: 'pusher:pong', data: {} });
    }
    expect(raw.socket.readyState).toBe(WebSocket.OPEN);
    raw.socket.close();
  });
});

describe('other upgrade paths', () => {
  it('leaves upgrades on other paths to their own listener', async () => {
    const other = new WebSocketServer({ noServer: true });
    server.app.server.on('upgrade', (request, socket, head) => {
      if (request.url !== '/other') return;
      other.handleUpgrade(request, socket, head, (ws) => ws.send('hello from other'));
    });
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/other`);
    const greeting = await within<string>('the other listener', (resolve) =>
      ws.on('message', (data) => resolve(String(data))),
    );
    expect(greeting).toBe('hello from other');
    ws.close();
    other.close();
  });

  it('drops an upgrade on an unknown path when nobody else listens', async () => {
    const ws = new WebSocket(`ws://127.0.0.1:${server.port}/unknown`);
    const failure = await within<string>('the refused upgrade', (resolve) => {
      ws.on('error', (error) => resolve(error.message));
      ws.on('open', () => resolve('opened'));
    });
    expect(failure).not.toBe('opened');
  });
});

describe('closing', () => {
  it('leaves no channel membership behind when a client disconnects', async () => {
    const leaver = client('token-2');
    const stayer = client('token-1');
    await Promise.all([connected(leaver), connected(stayer)]);
    const watched = stayer.subscribe('presence-room');
    await within('stayer to join', (resolve) =>
      watched.bind('pusher:subscription_succeeded', resolve),
    );
    const joined = within('leaver to be seen', (resolve) =>
      watched.bind('pusher:member_added', resolve),
    );
    const channels = ['news', 'private-user-channel-2', 'presence-room'];
    await Promise.all(
      channels.map((name) => {
        const channel = leaver.subscribe(name);
        return within(`subscription to ${name}`, (resolve) =>
          channel.bind('pusher:subscription_succeeded', resolve),
        );
      }),
    );
    await joined;
    expect(server.app.realtime.channels()).toBe(3);

    const left = within<{ id: string }>('member_removed', (resolve) =>
      watched.bind('pusher:member_removed', resolve),
    );
    leaver.disconnect();
    expect((await left).id).toBe('2');
    await until('the server to drop the socket', () => server.app.realtime.connections() === 1);
    expect(server.app.realtime.channels()).toBe(1);

    const response = await serverPublisher(server).get({ path: '/channels' });
    expect(await response.json()).toEqual({
      channels: { 'presence-room': {} },
    });
  });
});
