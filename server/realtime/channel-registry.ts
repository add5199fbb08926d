/**
 * Who is subscribed to what. A channel exists only while it has subscribers, so an empty
 * channel costs nothing; presence channels also count each user's sockets, because a user is a
 * member from their first socket's arrival until their last socket leaves.
 */
import type { Connection } from './connection';
import type { PresenceSnapshot } from './messages';
import type { PresenceMember } from './types';

interface Member {
  info: unknown;
  sockets: number;
}

interface ChannelState {
  subscribers: Set<Connection>;
  members: Map<string, Member> | undefined;
}

export interface JoinResult {
  /** True when this socket made the user a member (others must hear `member_added`). */
  newMember: boolean;
}

export interface LeaveResult {
  /** The presence user who stopped being a member, if this socket was their last. */
  removedMember: string | undefined;
}

export class ChannelRegistry {
  private readonly channels = new Map<string, ChannelState>();

  join(connection: Connection, channel: string, member?: PresenceMember): JoinResult {
    let state = this.channels.get(channel);
    if (state === undefined) {
      state = { subscribers: new Set(), members: member === undefined ? undefined : new Map() };
      this.channels.set(channel, state);
    }
    state.subscribers.add(connection);
    connection.channels.set(channel, member?.userId ?? null);
    if (member === undefined || state.members === undefined) return { newMember: false };
    const existing = state.members.get(member.userId);
    if (existing !== undefined) {
      existing.sockets += 1;
      return { newMember: false };
    }
    state.members.set(member.userId, { info: member.userInfo, sockets: 1 });
    return { newMember: true };
  }

  leave(connection: Connection, channel: string): LeaveResult {
    const userId = connection.channels.get(channel);
    connection.channels.delete(channel);
    const state = this.channels.get(channel);
    if (state === undefined || !state.subscribers.delete(connection)) {
      return { removedMember: undefined };
    }
    let removedMember: string | undefined;
    if (userId != null && state.members !== undefined) {
      const member = state.members.get(userId);
      if (member !== undefined && --member.sockets === 0) {
        state.members.delete(userId);
        removedMember = userId;
      }
    }
    if (state.subscribers.size === 0) this.channels.delete(channel);
    return { removedMember };
  }

  /** Sends one already-encoded frame to every subscriber but `except`; returns how many. */
  broadcast(channel: string, text: string, except?: Connection | string): number {
    const state = this.channels.get(channel);
    if (state === undefined) return 0;
    let sent = 0;
    for (const subscriber of state.subscribers) {
      if (subscriber === except || subscriber.id === except) continue;
      subscriber.send(text);
      sent += 1;
    }
    return sent;
  }

  presence(channel: string): PresenceSnapshot {
    const members = this.channels.get(channel)?.members ?? new Map<string, Member>();
    const hash: Record<string, unknown> = {};
    for (const [id, member] of members) hash[id] = member.info;
    return { ids: [...members.keys()], hash, count: members.size };
  }

  isMember(connection: Connection, channel: string): boolean {
    return connection.channels.has(channel);
  }

  subscriptionCount(channel: string): number {
    return this.channels.get(channel)?.subscribers.size ?? 0;
  }

  userCount(channel: string): number {
    return this.channels.get(channel)?.members?.size ?? 0;
  }

  userIds(channel: string): string[] {
    return [...(this.channels.get(channel)?.members?.keys() ?? [])];
  }

  /** Names of the channels that currently have subscribers. */
  occupied(): IterableIterator<string> {
    return this.channels.keys();
  }

  get size(): number {
    return this.channels.size;
  }
}
