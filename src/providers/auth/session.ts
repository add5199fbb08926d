import type { AbilityRule, SessionUser } from './types';

const TOKEN_KEY = 'auth_token';
const USER_KEY = 'auth_user';

function isRule(v: unknown): v is AbilityRule {
  return (
    v !== null &&
    typeof v === 'object' &&
    typeof (v as AbilityRule).action === 'string' &&
    typeof (v as AbilityRule).subject === 'string'
  );
}

/** A user from the API or storage, with `ability` always a clean list. */
export function toSessionUser(raw: unknown): SessionUser | null {
  if (raw === null || typeof raw !== 'object') return null;
  const source = raw as Record<string, unknown>;
  // docs/API.md: GET /user answers `{data: user}` with the same fields also at the top level.
  const user = (
    source.data !== null && typeof source.data === 'object' ? source.data : source
  ) as Record<string, unknown>;
  if (typeof user.id !== 'number' && typeof user.id !== 'string') return null;
  const ability = Array.isArray(user.ability) ? user.ability.filter(isRule) : [];
  return { ...(user as Omit<SessionUser, 'ability'>), ability };
}

/** Token and user in localStorage, so a reload keeps the session (a bearer token). */
export const session = {
  getToken(): string | null {
    return window.localStorage.getItem(TOKEN_KEY);
  },
  setToken(token: string): void {
    window.localStorage.setItem(TOKEN_KEY, token);
  },
  getUser(): SessionUser | null {
    const raw = window.localStorage.getItem(USER_KEY);
    if (!raw) return null;
    try {
      return toSessionUser(JSON.parse(raw));
    } catch {
      return null;
    }
  },
  setUser(user: SessionUser): void {
    window.localStorage.setItem(USER_KEY, JSON.stringify(user));
  },
  clear(): void {
    window.localStorage.removeItem(TOKEN_KEY);
    window.localStorage.removeItem(USER_KEY);
  },
};

export type Session = typeof session;
