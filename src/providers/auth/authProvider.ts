import type { AuthProvider, UserIdentity } from 'react-admin';
import { findResource } from '../../config';
import type { HttpClient } from '../data';
import { localeOfPath, withLocale } from '../../lib/locale';
import { forgetBrowserPush } from '../../lib/push';
import { nextFromSearch, rootWithNext } from '../../routing/nextPath';
import { applyAccountPreferences } from './accountPreferences';
import { buildAbility, toAbilityAction } from './ability';
import type { Session } from './session';
import { toSessionUser } from './session';
import type { SessionUser } from './types';

const FORGET_PUSH_WAIT_MS = 3000;

/** Login, logout and callback redirect to the sign-in page. */
export const SIGN_IN_PATH = '/auth/signin';

export interface AuthProviderDeps {
  http: HttpClient;
  session: Session;
  /** A page load (the account's language at sign-in); the browser's own by default. */
  assign?: (url: string) => void;
}

/**
 * Leaving the session is a full page load, not an in-app navigation: react-admin clears its
 * caches at the same moment, re-renders at the old route before the router's (transition)
 * update lands and mounts its logout-on-mount again, so in-app redirects kept re-firing. A page
 * load also drops every cached row of the previous user. Once one is under way, later calls
 * answer the same address.
 */
let leavingTo: string | null = null;
function leave(appPath: string): string {
  leavingTo ??= `${window.location.origin}${withLocale(appPath, localeOfPath(window.location.pathname))}`;
  return leavingTo;
}

/** For tests: forget a page load that jsdom never performs. */
export function resetLeaving(): void {
  leavingTo = null;
}

/** The subject a react-admin resource key or a page subject (`Auth`, `Student`…) checks. */
const subjectOf = (resource: string): string => findResource(resource)?.subject ?? resource;

/**
 * Token auth against docs/API.md, abilities as CASL rules. `canAccess` is for display only; the
 * server checks every call again.
 */
export function createAuthProvider({ http, session, assign }: AuthProviderDeps): AuthProvider {
  const loadUser = async (): Promise<SessionUser> => {
    const user = toSessionUser(await http('GET', 'user'));
    if (!user) throw new Error('ra.auth.auth_check_error');
    session.setUser(user);
    return user;
  };

  const currentUser = async (): Promise<SessionUser | null> => {
    if (!session.getToken()) return null;
    return session.getUser() ?? loadUser();
  };

  return {
    async login(params: { email: string; password: string }) {
      const body = await http('POST', 'login', {
        body: { email: params.email, password: params.password },
      });
      if (typeof body.token !== 'string') throw new Error('ra.auth.sign_in_error');
      session.setToken(body.token);
      leavingTo = null;
      const user = toSessionUser(body.user);
      if (user) session.setUser(user);
      // The user is fetched after login, so the abilities are the server's current ones.
      const signedIn = await loadUser();
      // After login to `/`, or back to where the visitor was sent from.
      const next = nextFromSearch() ?? '/';
      applyAccountPreferences(signedIn, next, assign);
      return { redirectTo: next };
    },

    async logout() {
      if (leavingTo) return leavingTo;
      if (!session.getToken()) return leave(rootWithNext());
      try {
        // Before the token is revoked: the server needs to know whose subscription it drops.
        // Signing out waits for the browser's push service a moment at most.
        await Promise.race([
          forgetBrowserPush(http),
          new Promise((resolve) => setTimeout(resolve, FORGET_PUSH_WAIT_MS)),
        ]);
      } catch {
        // A failure leaves the subscription, which the next sign-in on this browser takes over.
      }
      try {
        await http('POST', 'logout');
      } catch {
        // The token is dropped locally either way; a revoked or expired one cannot be reused.
      }
      session.clear();
      return leave(SIGN_IN_PATH);
    },

    async checkAuth() {
      if (session.getToken()) return;
      // `message: false` because a visitor arriving is not an error worth a toast.
      throw { redirectTo: leave(rootWithNext()), message: false };
    },

    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        session.clear();
        throw { redirectTo: leave(rootWithNext()), message: false };
      }
      // 403 and the rest: stay signed in; the failed call shows its own message.
    },

    async getIdentity(): Promise<UserIdentity> {
      const user = await currentUser();
      if (!user) throw new Error('ra.auth.auth_check_error');
      const fullName = user.name ?? [user.first_name, user.last_name].filter(Boolean).join(' ');
      return { ...user, id: user.id, fullName, avatar: user.image ?? undefined };
    },

    async getPermissions() {
      return (await currentUser())?.ability ?? [];
    },

    async canAccess({ action, resource }: { action: string; resource: string }) {
      const user = await currentUser();
      if (!user) return false;
      return buildAbility(user.ability).can(toAbilityAction(action), subjectOf(resource));
    },
  };
}
