import { beforeEach, describe, expect, it } from 'vitest';
import { signChannel } from './channel-auth';
import { ChannelRegistry } from './channel-registry';
import { Connection, type Transport } from './connection';
import type { ProtocolContext } from './context';
import { handleFrame } from './protocol';
import { leaveAll } from './subscription';

const APP = { key: 'key', secret: 'secret' };

class FakeTransport implements Transport {
  readonly frames: Array<Record<string, unknown>> = [];
  closedWith: number | undefined;
  send(text: string): void {
    this.frames.push(JSON.parse(text) as Record<string, unknown>);
  }
  close(code: number): void {
    this.closedWith = code;
  }
  terminate(): void {
    this.closedWith = -1;
  }
  /** Takes the frames received so far. */
  take(): Array<Record<string, unknown>> {
    return this.frames.splice(0);
  }
}

let clock = 1_000_000;
let context: ProtocolContext;
let nextId = 1;

function connect(): { connection: Connection; transport: FakeTransport } {
  const transport = new FakeTransport();
  const connection = new Connection(`${nextId++}.1`, transport, clock);
  return { connection, transport };
}

function send(connection: Connection, message: unknown): void {
  handleFrame(context, connection, JSON.stringify(message));
}

function subscribePresence(connection: Connection, userId: number, name = `User ${userId}`) {
  const channel = 'presence-room';
  const channelData = JSON.stringify({ user_id: userId, user_info: { name } });
  const auth = signChannel(APP, connection.id, channel, channelData);
  send(connection, {
    event: 'pusher:subscribe',
    data: { channel, auth, channel_data: channelData },
  });
}

function subscribePrivate(connection: Connection, channel: string) {
  const auth = signChannel(APP, connection.id, channel);
  send(connection, { event: 'pusher:subscribe', data: { channel, auth } });
}

function errorOf(frame: Record<string, unknown> | undefined) {
  expect(frame?.event).toBe('pusher:error');
  return frame?.data as { code: number | null; message: string };
}

beforeEach(() => {
  context = { app: APP, registry: new ChannelRegistry(), now: () => clock };
});

describe('connection messages', () => {
  it('answers pusher:ping with pusher:pong and counts any frame as activity', () => {
    const { connection, transport } = connect();
    connection.pingSentAt = clock;
    clock += 5000;
    send(connection, { event: 'pusher:ping', data: {} });
    expect(transport.take()).toEqual([{ event: 'pusher:pong', data: {} }]);
    expect(connection.lastSeen).toBe(clock);
    expect(connection.pingSentAt).toBe(0);
  });

  it('answers malformed frames and unknown events with an error, keeping the connection', () => {
    const { connection, transport } = connect();
    handleFrame(context, connection, 'not json');
    send(connection, { data: {} });
    send(connection, { event: 'pusher:signin', data: {} });
    const frames = transport.take();
    expect(frames.map((frame) => errorOf(frame).message)).toEqual([
      'Invalid message format',
      'Invalid message format',
      'Unsupported event received on socket pusher:signin',
    ]);
    expect(transport.closedWith).toBeUndefined();
  });
});

describe('subscriptions', () => {
  it('subscribes to a public channel without auth and refuses invalid names', () => {
    const { connection, transport } = connect();
    send(connection, { event: 'pusher:subscribe', data: { channel: 'news' } });
    send(connection, { event: 'pusher:subscribe', data: { channel: 'bad name!' } });
    const [ok, bad] = transport.take();
    expect(ok).toEqual({
      event: 'pusher_internal:subscription_succeeded',
      channel: 'news',
      data: '{}',
    });
    expect(errorOf(bad)).toEqual({ code: null, message: 'Invalid channel name' });
    expect(context.registry.subscriptionCount('news')).toBe(1);
  });

  it('accepts a string-encoded data field, as older clients send it', () => {
    const { connection, transport } = connect();
    send(connection, { event: 'pusher:subscribe', data: JSON.stringify({ channel: 'news' }) });
    expect(transport.take()[0]?.event).toBe('pusher_internal:subscription_succeeded');
  });

  it('refuses private channels without auth or with a signature for another socket', () => {
    const a = connect();
    const b = connect();
    send(a.connection, { event: 'pusher:subscribe', data: { channel: 'private-x' } });
    const stolen = signChannel(APP, b.connection.id, 'private-x');
    send(a.connection, { event: 'pusher:subscribe', data: { channel: 'private-x', auth: stolen } });
    const [missing, invalid] = a.transport.take();
    expect(errorOf(missing).message).toContain('Auth value');
    expect(errorOf(invalid)).toMatchObject({
      code: null,
      message: expect.stringContaining(
        `Invalid signature: Expected HMAC SHA256 hex digest of ${a.connection.id}:private-x`,
      ),
    });
    expect(context.registry.subscriptionCount('private-x')).toBe(0);
  });

  it('subscribes to a private channel with a valid signature, once', () => {
    const { connection, transport } = connect();
    subscribePrivate(connection, 'private-x');
    subscribePrivate(connection, 'private-x');
    const [ok, again] = transport.take();
    expect(ok?.event).toBe('pusher_internal:subscription_succeeded');
    expect(errorOf(again).message).toBe('Existing subscription to channel private-x');
  });

  it('refuses a presence subscription whose channel_data differs from what was signed', () => {
    const { connection, transport } = connect();
    const signed = JSON.stringify({ user_id: 1 });
    const auth = signChannel(APP, connection.id, 'presence-room', signed);
    send(connection, {
      event: 'pusher:subscribe',
      data: { channel: 'presence-room', auth, channel_data: JSON.stringify({ user_id: 2 }) },
    });
    expect(errorOf(transport.take()[0]).message).toContain('Invalid signature');
  });

  it('unsubscribes, and ignores unsubscribing from a channel it is not in', () => {
    const { connection, transport } = connect();
    send(connection, { event: 'pusher:subscribe', data: { channel: 'news' } });
    send(connection, { event: 'pusher:unsubscribe', data: { channel: 'news' } });
    send(connection, { event: 'pusher:unsubscribe', data: { channel: 'other' } });
    expect(transport.take()).toHaveLength(1);
    expect(context.registry.size).toBe(0);
    expect(connection.channels.size).toBe(0);
  });
});

describe('presence channels', () => {
  it('sends the member list to the joiner and member_added to the others only', () => {
    const ada = connect();
    const sam = connect();
    subscribePresence(ada.connection, 1, 'Ada');
    ada.transport.take();
    subscribePresence(sam.connection, 2, 'Sam');
    const [succeeded] = sam.transport.take();
    expect(succeeded?.event).toBe('pusher_internal:subscription_succeeded');
    expect(JSON.parse(String(succeeded?.data))).toEqual({
      presence: { ids: ['1', '2'], hash: { 1: { name: 'Ada' }, 2: { name: 'Sam' } }, count: 2 },
    });
    const [added] = ada.transport.take();
    expect(added).toEqual({
      event: 'pusher_internal:member_added',
      channel: 'presence-room',
      data: JSON.stringify({ user_id: '2', user_info: { name: 'Sam' } }),
    });
  });

  it('counts a user once across sockets and removes them when their last socket leaves', () => {
    const watcher = connect();
    const first = connect();
    const second = connect();
    subscribePresence(watcher.connection, 9);
    subscribePresence(first.connection, 1);
    subscribePresence(second.connection, 1);
    watcher.transport.take();
    expect(context.registry.userCount('presence-room')).toBe(2);
    expect(JSON.parse(String(second.transport.take()[0]?.data)).presence.count).toBe(2);

    leaveAll(context, first.connection);
    expect(watcher.transport.take()).toEqual([]);
    leaveAll(context, second.connection);
    expect(watcher.transport.take()).toEqual([
      {
        event: 'pusher_internal:member_removed',
        channel: 'presence-room',
        data: JSON.stringify({ user_id: '1' }),
      },
    ]);
    expect(context.registry.userIds('presence-room')).toEqual(['9']);
  });

  it('refuses channel_data without a user_id or with oversized user_info', () => {
    const { connection, transport } = connect();
    for (const data of [{ user_info: {} }, { user_id: 1, user_info: { bio: 'x'.repeat(2000) } }]) {
      const channelData = JSON.stringify(data);
      const auth = signChannel(APP, connection.id, 'presence-room', channelData);
      send(connection, {
        event: 'pusher:subscribe',
        data: { channel: 'presence-room', auth, channel_data: channelData },
      });
    }
    const messages = transport.take().map((frame) => errorOf(frame).message);
    expect(messages).toEqual([
      'Invalid channel_data: user_id is required',
      'Invalid channel_data: user_info is larger than 1 KB',
    ]);
    expect(context.registry.size).toBe(0);
  });
});

describe('client events', () => {
  it('relays client events on private channels to the other subscribers only', () => {
    const a = connect();
    const b = connect();
    subscribePrivate(a.connection, 'private-chat');
    subscribePrivate(b.connection, 'private-chat');
    a.transport.take();
    b.transport.take();
    send(a.connection, { event: 'client-typing', channel: 'private-chat', data: { on: true } });
    expect(a.transport.take()).toEqual([]);
    expect(b.transport.take()).toEqual([
      { event: 'client-typing', channel: 'private-chat', data: { on: true } },
    ]);
  });

  it('adds the sender user_id on presence channels', () => {
    const a = connect();
    const b = connect();
    subscribePresence(a.connection, 1);
    subscribePresence(b.connection, 2);
    a.transport.take();
    b.transport.take();
    send(b.connection, { event: 'client-hi', channel: 'presence-room', data: {} });
    expect(a.transport.take()).toEqual([
      { event: 'client-hi', channel: 'presence-room', data: {}, user_id: '2' },
    ]);
  });

  it('refuses client events on public and encrypted channels and from non-subscribers', () => {
    const a = connect();
    const b = connect();
    send(a.connection, { event: 'pusher:subscribe', data: { channel: 'news' } });
    send(b.connection, { event: 'pusher:subscribe', data: { channel: 'news' } });
    subscribePrivate(a.connection, 'private-encrypted-box');
    a.transport.take();
    b.transport.take();
    send(a.connection, { event: 'client-x', channel: 'news', data: {} });
    send(a.connection, { event: 'client-x', channel: 'private-encrypted-box', data: {} });
    send(a.connection, { event: 'client-x', channel: 'private-elsewhere', data: {} });
    const messages = a.transport.take().map((frame) => errorOf(frame).message);
    expect(messages).toEqual([
      'Client event rejected - only supported on private and presence channels',
      'Client event rejected - only supported on private and presence channels',
      'Client event rejected - not subscribed to channel private-elsewhere',
    ]);
    expect(b.transport.take()).toEqual([]);
  });

  it('limits client events to 10 per second per connection with error 4301', () => {
    const a = connect();
    const b = connect();
    subscribePrivate(a.connection, 'private-chat');
    subscribePrivate(b.connection, 'private-chat');
    a.transport.take();
    b.transport.take();
    for (let i = 0; i < 11; i++) {
      send(a.connection, { event: 'client-n', channel: 'private-chat', data: { i } });
    }
    expect(b.transport.take()).toHaveLength(10);
    expect(errorOf(a.transport.take()[0])).toEqual({
      code: 4301,
      message: 'Client event rejected due to rate limit',
    });
    clock += 1000;
    send(a.connection, { event: 'client-n', channel: 'private-chat', data: { i: 11 } });
    expect(b.transport.take()).toHaveLength(1);
  });

  it('refuses client event data over 10 KB', () => {
    const a = connect();
    subscribePrivate(a.connection, 'private-chat');
    a.transport.take();
    send(a.connection, { event: 'client-big', channel: 'private-chat', data: 'x'.repeat(10241) });
    expect(errorOf(a.transport.take()[0]).message).toContain('larger than 10 KB');
  });
});

describe('closing', () => {
  it('leaves no channel or membership behind when a connection goes', () => {
    const { connection } = connect();
    send(connection, { event: 'pusher:subscribe', data: { channel: 'news' } });
    subscribePrivate(connection, 'private-x');
    subscribePresence(connection, 5);
    expect(context.registry.size).toBe(3);
    leaveAll(context, connection);
    expect(context.registry.size).toBe(0);
    expect(connection.channels.size).toBe(0);
    expect(context.registry.userCount('presence-room')).toBe(0);
  });
});
