import { describe, expect, it } from 'vitest';
import { allowsClientEvents, channelKind, isValidChannelName } from './channel-name';

describe('channel names', () => {
  it('accepts the characters and length the pusher library accepts', () => {
    expect(isValidChannelName('private-user-channel-1')).toBe(true);
    expect(isValidChannelName('a_b-c=d@e,f.g;h')).toBe(true);
    expect(isValidChannelName('c'.repeat(200))).toBe(true);
    expect(isValidChannelName('c'.repeat(201))).toBe(false);
    expect(isValidChannelName('')).toBe(false);
    expect(isValidChannelName('with space')).toBe(false);
    expect(isValidChannelName('#server-to-user-1')).toBe(false);
    expect(isValidChannelName(42)).toBe(false);
  });

  it('tells the kinds apart by prefix', () => {
    expect(channelKind('news')).toBe('public');
    expect(channelKind('private-x')).toBe('private');
    expect(channelKind('private-encrypted-x')).toBe('encrypted');
    expect(channelKind('presence-x')).toBe('presence');
    expect(allowsClientEvents('private')).toBe(true);
    expect(allowsClientEvents('presence')).toBe(true);
    expect(allowsClientEvents('public')).toBe(false);
    expect(allowsClientEvents('encrypted')).toBe(false);
  });
});
