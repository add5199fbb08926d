/**
 * Signed-in sessions kept in memory for a few seconds, so that a burst of API calls with one
 * token costs one lookup instead of three queries each. This instance drops an entry at once on
 * sign-out and clears everything when users, roles or permissions change; other instances see
 * such a change within TTL_MS. That delay is the price, and why it is seconds, not minutes.
 */
import type { Resource } from '../../../schema';
import { hashToken } from './tokens';

const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

/** Writes to resources with these subjects can change who may do what. */
export const ACCESS_SUBJECTS: ReadonlySet<string> = new Set(['User', 'Role', 'Permission']);

/**
 * Whether a write to the resource can end or change sessions: an access subject, or a resource
 * that writes a sign-in account (it has a password field: users and the people profiles, whose
 * passwords and active flags are their accounts').
 */
export const changesSessions = (resource: Resource): boolean =>
  ACCESS_SUBJECTS.has(resource.subject) ||
  Object.values(resource.fields).some((field) => field.type === 'password');

export class SessionCache<T> {
  private readonly entries = new Map<string, { value: T; expiresAt: number }>();

  get(token: string): T | undefined {
    const key = hashToken(token);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(token: string, value: T): void {
    // Past the cap, start over: cheaper than tracking recency, and misses cost only a lookup.
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(hashToken(token), { value, expiresAt: Date.now() + TTL_MS });
  }

  delete(token: string): void {
    this.entries.delete(hashToken(token));
  }

  clear(): void {
    this.entries.clear();
  }
}
