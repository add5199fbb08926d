/**
 * Subscribing as the browser app will: laravel-echo over pusher-js, authorised by
 * `/api/broadcasting/auth`, with events published through the official `pusher` client.
 */
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { APP, serverPublisher, startServer, within, type TestServer } from './helpers';

let server: TestServer;
const echoes: Array<Echo<'pusher'>> = [];

beforeEach(async () => {
  server = await startServer();
});

afterEach(async () => {
  echoes.splice(0).forEach((echo) => echo.disconnect());
  await server.close();
});

/**
 * Echo configured the documented way for a self-hosted Pusher-protocol server. The token goes in
 * a fresh `auth.headers` object: laravel-echo 2.5's `bearerToken` option writes the header into
 * defaults shared by every Echo instance, so a later instance would send an earlier user's token.
 */
function echo(token?: string): Echo<'pusher'> {
  const created = new Echo({
    broadcaster: 'pusher',
    Pusher,
    key: APP.key,
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: server.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    authEndpoint: `${server.baseUrl}/api/broadcasting/auth`,
    auth: { headers: token === undefined ? {} : { Authorization: `Bearer ${token}` } },
    withoutInterceptors: true,
  });
  echoes.push(created);
  return created;
}

type Subscribable = { subscribed(callback: () => void): unknown };

function subscribed(channel: Subscribable, label: string): Promise<void> {
  return within(label, (resolve) => channel.subscribed(() => resolve(undefined)));
}

type Failable = { error(callback: (error: { status?: number }) => void): unknown };

function refused(channel: Failable, label: string): Promise<number | undefined> {
  return within(label, (resolve) => channel.error((error) => resolve(error.status)));
}

describe('public channels', () => {
  it('delivers an event published with the official pusher client', async () => {
    const channel = echo().channel('news');
    await subscribed(channel, 'news');
    const received = within<unknown>('the event', (resolve) =>
      channel.listen('.Published', resolve),
    );
    await serverPublisher(server).trigger('news', 'Published', { title: 'Hello' });
    expect(await received).toEqual({ title: 'Hello' });
  });
});

describe('private channels', () => {
  it("delivers the user's notifications on their own channel", async () => {
    const channel = echo('token-2').private('user-channel-2');
    await subscribed(channel, 'own notification channel');
    const received = within<unknown>('the notification', (resolve) =>
      channel.listen('.UserNotification', resolve),
    );
    const note = { id: 5, subject: 'Exam', message: 'Tomorrow', link: '/exam', is_seen: false };
    await serverPublisher(server).trigger('private-user-channel-2', 'UserNotification', note);
    expect(await received).toEqual(note);
  });

  it("refuses another user's private channel with 403", async () => {
    const client = echo('token-2');
    expect(await refused(client.private('message-channel-3'), 'refusal')).toBe(403);
    expect(await refused(client.private('user-channel-1'), 'refusal')).toBe(403);
  });

  it('refuses a caller without a valid token with 401', async () => {
    expect(await refused(echo().private('user-channel-2'), 'refusal')).toBe(401);
    expect(await refused(echo('token-forged').private('user-channel-2'), 'refusal')).toBe(401);
  });

  it('lets an admin, and only an admin, join their admin notification channel', async () => {
    await subscribed(echo('token-1').private('admin-notify-channel-1'), 'admin channel');
    const student = echo('token-2').private('admin-notify-channel-2');
    expect(await refused(student, 'refusal')).toBe(403);
    const employee = echo('token-3').private('admin-notify-channel-3');
    expect(await refused(employee, 'refusal')).toBe(403);
  });
});

describe('online channels', () => {
  it('lets a user who may chat join their own online channel and no one else’s', async () => {
    await subscribed(echo('token-2').private('online-channel-2'), 'own online channel');
    expect(await refused(echo('token-2').private('online-channel-3'), 'refusal')).toBe(403);
  });

  it('refuses every online channel to a user who may not chat', async () => {
    expect(await refused(echo('token-4').private('online-channel-4'), 'refusal')).toBe(403);
    expect(await refused(echo('token-4').private('online-channel-2'), 'refusal')).toBe(403);
  });
});

describe('a presence channel', () => {
  type Member = { id: number; name: string; image: string };

  it('shows who is here, who joins and who leaves', async () => {
    const ada = echo('token-1').join('room');
    const here = await within<Member[]>('here', (resolve) => ada.here(resolve));
    expect(here).toEqual([{ id: 1, name: 'Ada Admin', image: '/images/ada.png' }]);

    const joining = within<Member>('joining', (resolve) => ada.joining(resolve));
    const samEcho = echo('token-2');
    const sam = samEcho.join('room');
    const samSees = await within<Member[]>('here for sam', (resolve) => sam.here(resolve));
    expect(samSees.map((member) => member.id).sort()).toEqual([1, 2]);
    expect(await joining).toEqual({ id: 2, name: 'Sam Student', image: '/images/sam.png' });

    const leaving = within<Member>('leaving', (resolve) => ada.leaving(resolve));
    samEcho.leave('room');
    expect(await leaving).toEqual({ id: 2, name: 'Sam Student', image: '/images/sam.png' });
  });
});

describe('the auth endpoint', () => {
  async function post(body: string, type: string, token = 'token-2') {
    const response = await fetch(`${server.baseUrl}/api/broadcasting/auth`, {
      method: 'POST',
      headers: { 'content-type': type, authorization: `Bearer ${token}` },
      body,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('answers {auth} for a form body and {auth, channel_data} for presence, as Laravel does', async () => {
    const form = 'socket_id=123.456&channel_name=private-message-channel-2';
    const privateAuth = await post(form, 'application/x-www-form-urlencoded');
    expect(privateAuth).toEqual({
      status: 200,
      body: { auth: expect.stringMatching(new RegExp(`^${APP.key}:[0-9a-f]{64}$`)) },
    });
    const json = JSON.stringify({
      socket_id: '123.456',
      channel_name: 'presence-room',
    });
    const presence = await post(json, 'application/json');
    expect(presence.status).toBe(200);
    expect(JSON.parse(String(presence.body.channel_data))).toEqual({
      user_id: 2,
      user_info: { id: 2, name: 'Sam Student', image: '/images/sam.png' },
    });
  });

  it('refuses a malformed socket id or channel name with 422', async () => {
    const type = 'application/x-www-form-urlencoded';
    const badSocket = await post('socket_id=abc&channel_name=private-user-channel-2', type);
    expect(badSocket.status).toBe(422);
    expect(badSocket.body.errors).toHaveProperty('socket_id');
    const badChannel = await post('socket_id=1.2&channel_name=bad%20name', type);
    expect(badChannel.status).toBe(422);
    expect(badChannel.body.errors).toHaveProperty('channel_name');
  });
});
