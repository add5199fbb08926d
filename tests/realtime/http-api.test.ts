/**
 * The Pusher HTTP API as the official `pusher` client and a hand-signed request see it:
 * delivery, socket exclusion, batches, channel queries and every refusal of a bad signature.
 */
import { createHash, createHmac } from 'node:crypto';
import type Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';
import { createPublisher } from '../../server/realtime/publisher';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  APP,
  connected,
  pusherClient,
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

async function subscriber(channelName: string, token?: string) {
  const client = pusherClient(server, token);
  clients.push(client);
  const socketId = await connected(client);
  const channel = client.subscribe(channelName);
  await within(`subscription to ${channelName}`, (resolve) =>
    channel.bind('pusher:subscription_succeeded', resolve),
  );
  return { socketId, channel };
}

/** The next event of any name on a channel. */
function nextEvent(channel: Channel, label: string) {
  return within<{ event: string; data: unknown }>(label, (resolve) => {
    const handler = (event: string, data: unknown): void => {
      if (event.startsWith('pusher')) return;
      channel.unbind_global(handler);
      resolve({ event, data });
    };
    channel.bind_global(handler);
  });
}

/** A request signed by hand, so that each part of the signature can be got wrong on purpose. */
async function signedPost(
  body: string,
  overrides: { timestamp?: number; key?: string; secret?: string; md5?: string } = {},
) {
  const path = `/apps/${APP.appId}/events`;
  const params = new URLSearchParams({
    auth_key: overrides.key ?? APP.key,
    auth_timestamp: String(overrides.timestamp ?? Math.floor(Date.now() / 1000)),
    auth_version: '1.0',
    body_md5: overrides.md5 ?? createHash('md5').update(body).digest('hex'),
  });
  const query = [...params.entries()].map(([key, value]) => `${key}=${value}`).join('&');
  const signature = createHmac('sha256', overrides.secret ?? APP.secret)
    .update(`POST\n${path}\n${query}`)
    .digest('hex');
  const response = await fetch(`${server.baseUrl}${path}?${query}&auth_signature=${signature}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const BODY = JSON.stringify({ name: 'Ping', channels: ['news'], data: '{"n":1}' });

describe('publishing', () => {
  it('delivers to every channel named, with the data parsed by pusher-js', async () => {
    const news = await subscriber('news');
    const mine = await subscriber('private-message-channel-2', 'token-2');
    const both = [nextEvent(news.channel, 'news event'), nextEvent(mine.channel, 'private event')];
    const response = await serverPublisher(server).trigger(
      ['news', 'private-message-channel-2'],
      'MessageEvent',
      { sender_id: 7 },
    );
    expect(response.status).toBe(200);
    for (const received of await Promise.all(both)) {
      expect(received).toEqual({ event: 'MessageEvent', data: { sender_id: 7 } });
    }
  });

  it('leaves out the socket named in socket_id', async () => {
    const sender = await subscriber('news');
    const other = await subscriber('news');
    const senderFirst = nextEvent(sender.channel, 'sender event');
    const otherFirst = nextEvent(other.channel, 'other event');
    const publisher = serverPublisher(server);
    await publisher.trigger('news', 'ToOthers', { n: 1 }, { socket_id: sender.socketId });
    expect(await otherFirst).toEqual({ event: 'ToOthers', data: { n: 1 } });
    await publisher.trigger('news', 'ToAll', { n: 2 });
    // Events arrive in order, so the sender's first event being the second proves exclusion.
    expect(await senderFirst).toEqual({ event: 'ToAll', data: { n: 2 } });
  });

  it('delivers batches', async () => {
    const news = await subscriber('news');
    const first = nextEvent(news.channel, 'first of batch');
    await serverPublisher(server).triggerBatch([
      { channel: 'news', name: 'One', data: { n: 1 } },
      { channel: 'elsewhere', name: 'Two', data: { n: 2 } },
    ]);
    expect(await first).toEqual({ event: 'One', data: { n: 1 } });
  });

  it('reports channel attributes when asked', async () => {
    await subscriber('presence-room', 'token-1');
    await subscriber('presence-room', 'token-1');
    await subscriber('presence-room', 'token-2');
    const publisher = serverPublisher(server);
    const triggered = await publisher.trigger(
      'presence-room',
      'Hi',
      {},
      {
        info: 'subscription_count,user_count',
      },
    );
    expect(await triggered.json()).toEqual({
      channels: { 'presence-room': { subscription_count: 3, user_count: 2 } },
    });
    const list = await publisher.get({
      path: '/channels',
      params: { filter_by_prefix: 'presence-', info: 'user_count' },
    });
    expect(await list.json()).toEqual({
      channels: { 'presence-room': { user_count: 2 } },
    });
    const one = await publisher.get({
      path: '/channels/presence-room',
      params: { info: 'subscription_count,user_count' },
    });
    expect(await one.json()).toEqual({ occupied: true, subscription_count: 3, user_count: 2 });
    const users = await publisher.get({ path: '/channels/presence-room/users' });
    expect(await users.json()).toEqual({ users: [{ id: '1' }, { id: '2' }] });
    const empty = await publisher.get({ path: '/channels/news' });
    expect(await empty.json()).toEqual({ occupied: false });
  });

  it("lists the occupied online channels to the app's publisher, by prefix", async () => {
    await subscriber('private-online-channel-2', 'token-2');
    await subscriber('private-online-channel-3', 'token-3');
    await subscriber('private-user-channel-1', 'token-1');
    const publisher = createPublisher({
      ...APP,
      host: '127.0.0.1',
      port: server.port,
      scheme: 'http',
    });
    const online = await publisher.occupiedChannels('private-online-channel-');
    expect(online.sort()).toEqual(['private-online-channel-2', 'private-online-channel-3']);
  });
});

describe('refusals', () => {
  it('accepts a correctly hand-signed request, so the refusals below are for their one fault', async () => {
    expect(await signedPost(BODY)).toEqual({ status: 200, body: {} });
  });

  it('refuses a signature made with the wrong secret with 401', async () => {
    const wrong = serverPublisher(server, 'not-the-secret');
    await expect(wrong.trigger('news', 'E', {})).rejects.toMatchObject({ status: 401 });
    expect((await signedPost(BODY, { secret: 'not-the-secret' })).status).toBe(401);
  });

  it('refuses a timestamp older than 600 seconds with 401', async () => {
    const old = await signedPost(BODY, { timestamp: Math.floor(Date.now() / 1000) - 601 });
    expect(old.status).toBe(401);
    expect(String(old.body.error)).toContain('Timestamp expired');
  });

  it('refuses an unknown key with 401 and an unknown app with 404', async () => {
    expect((await signedPost(BODY, { key: 'other-key' })).status).toBe(401);
    const response = await fetch(`${server.baseUrl}/apps/other-app/events`, {
      method: 'POST',
      body: BODY,
    });
    expect(response.status).toBe(404);
  });

  it('refuses a body that does not match its body_md5 with 401', async () => {
    const md5 = createHash('md5').update(BODY).digest('hex');
    const tampered = BODY.replace('Ping', 'Pong');
    expect((await signedPost(tampered, { md5 })).status).toBe(401);
  });

  it('refuses oversized data with 413 and invalid events with 400', async () => {
    const big = JSON.stringify({ name: 'E', channel: 'news', data: 'x'.repeat(10 * 1024 + 1) });
    expect((await signedPost(big)).status).toBe(413);
    const unnamed = JSON.stringify({ channel: 'news', data: '{}' });
    expect((await signedPost(unnamed)).status).toBe(400);
  });
});
