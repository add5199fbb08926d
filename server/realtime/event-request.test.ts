import { describe, expect, it } from 'vitest';
import { parseBatch, parseEvent } from './event-request';

const event = { name: 'e', data: '{"a":1}', channels: ['a', 'b'] };

describe('event bodies', () => {
  it('reads channels, a single channel, socket_id and info', () => {
    expect(parseEvent({ ...event, socket_id: '1.2', info: 'subscription_count' })).toEqual({
      name: 'e',
      data: '{"a":1}',
      channels: ['a', 'b'],
      socketId: '1.2',
      info: ['subscription_count'],
    });
    expect(parseEvent({ name: 'e', data: '', channel: 'solo' })).toMatchObject({
      channels: ['solo'],
    });
  });

  it('refuses what Pusher refuses', () => {
    const status = (body: unknown): number => {
      const parsed = parseEvent(body);
      return 'status' in parsed ? parsed.status : 200;
    };
    expect(status('text')).toBe(400);
    expect(status({ ...event, name: '' })).toBe(400);
    expect(status({ ...event, name: 'n'.repeat(201) })).toBe(400);
    expect(status({ ...event, data: { a: 1 } })).toBe(400);
    expect(status({ ...event, data: 'x'.repeat(10 * 1024 + 1) })).toBe(413);
    expect(status({ ...event, data: 'x'.repeat(10 * 1024) })).toBe(200);
    expect(status({ ...event, channels: [] })).toBe(400);
    expect(status({ ...event, channels: Array.from({ length: 101 }, (_, i) => `c${i}`) })).toBe(
      400,
    );
    expect(status({ ...event, channels: ['no spaces'] })).toBe(400);
    expect(status({ ...event, socket_id: 'abc' })).toBe(400);
    expect(status({ ...event, info: 'everything' })).toBe(400);
  });

  it('takes batches of 1 to 10 valid events', () => {
    const item = { channel: 'c', name: 'e', data: '{}' };
    expect(parseBatch({ batch: [item, item] })).toHaveLength(2);
    expect(parseBatch({ batch: [] })).toMatchObject({ status: 400 });
    expect(parseBatch({ batch: Array.from({ length: 11 }, () => item) })).toMatchObject({
      status: 400,
    });
    expect(parseBatch({ batch: [item, { ...item, data: 'x'.repeat(20000) }] })).toMatchObject({
      status: 413,
    });
  });
});
