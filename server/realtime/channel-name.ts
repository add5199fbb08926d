/**
 * Channel names and kinds. The character set and length match what the official `pusher`
 * server library accepts, so anything the product can publish to can also be subscribed to.
 */

export type ChannelKind = 'public' | 'private' | 'encrypted' | 'presence';

const VALID_NAME = /^[A-Za-z0-9_\-=@,.;]+$/;
export const MAX_CHANNEL_NAME_LENGTH = 200;

export function isValidChannelName(name: unknown): name is string {
  return (
    typeof name === 'string' && name.length <= MAX_CHANNEL_NAME_LENGTH && VALID_NAME.test(name)
  );
}

export function channelKind(name: string): ChannelKind {
  if (name.startsWith('presence-')) return 'presence';
  // Checked before `private-`: encrypted channels are private ones whose payloads the server
  // cannot read, so client events are refused on them (the protocol does not relay them).
  if (name.startsWith('private-encrypted-')) return 'encrypted';
  if (name.startsWith('private-')) return 'private';
  return 'public';
}

/** Channels a client must present a signature for before it may subscribe. */
export function needsAuth(kind: ChannelKind): boolean {
  return kind !== 'public';
}

/** Channels on which subscribed clients may send `client-*` events to each other. */
export function allowsClientEvents(kind: ChannelKind): boolean {
  return kind === 'private' || kind === 'presence';
}
