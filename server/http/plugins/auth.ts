/**
 * Resolves the bearer token of each API request to an actor (the user, their kind and abilities),
 * once per request and only when a route asks for it.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { loadActor, type UserWithRole } from '../../domain/auth/actor';
import { SessionCache } from '../../domain/auth/session-cache';
import { resolveAccessToken } from '../../domain/auth/tokens';
import { requestLanguage } from '../../i18n/translate';
import type { Actor, Context } from '../../resources/context';
import { UnauthenticatedError } from '../../resources/errors';

export interface Session {
  token: string;
  actor: Actor;
  found: UserWithRole;
  ability: { action: string; subject: string }[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Recently resolved sessions; see session-cache.ts for what keeps them fresh. */
    sessions: SessionCache<Session>;
  }
  interface FastifyRequest {
    /** The signed-in session, or null for a request without a valid token. */
    session(): Promise<Session | null>;
    /** The session, or a 401. */
    requireSession(): Promise<Session>;
    /** The operation context for the resource engine (actor null when signed out). */
    context(): Promise<Context>;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

const cache = new WeakMap<FastifyRequest, Promise<Session | null>>();

export const authPlugin = fp(
  async (app) => {
    const sessions = new SessionCache<Session>();
    app.decorate('sessions', sessions);
    app.decorateRequest('session', function session(this: FastifyRequest) {
      let pending = cache.get(this);
      if (!pending) {
        pending = (async () => {
          const token = bearerToken(this);
          if (!token) return null;
          const cached = sessions.get(token);
          if (cached) return cached;
          const userId = await resolveAccessToken(app.services.db, token);
          const loaded = userId === null ? null : await loadActor(app.services.db, userId);
          if (!loaded) return null;
          const session = { token, ...loaded };
          sessions.set(token, session);
          return session;
        })();
        cache.set(this, pending);
      }
      return pending;
    });
    app.decorateRequest('requireSession', async function requireSession(this: FastifyRequest) {
      const session = await this.session();
      if (!session) throw new UnauthenticatedError();
      return session;
    });
    app.decorateRequest('context', async function context(this: FastifyRequest) {
      const session = await this.session();
      const { db, dialect, settings, storage, counts, mailer, webPush, resources } = app.services;
      return {
        resources,
        db,
        dialect,
        settings,
        storage,
        counts,
        mailer,
        webPush,
        actor: session?.actor ?? null,
        sessionToken: session?.token ?? null,
        language: requestLanguage(this.headers['accept-language']),
      };
    });
  },
  { name: 'auth', dependencies: ['services'] },
);
