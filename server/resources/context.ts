import type { Settings } from '../config/env';
import type { Language } from '../i18n/translate';
import type { Db, Dialect } from '../db/types';
import type { UserKind } from '../../schema';
import type { Mailer } from '../domain/mail/mailer';
import type { WebPushSender } from '../domain/notifications/web-push/send';
import type { CountCache } from './count-cache';
import type { ServedResources } from './served';
import type { Storage } from './files';
import type { SharedTransaction } from './shared-transaction';

/** The signed-in user as every operation sees it. */
export interface Actor {
  id: number;
  kind: UserKind;
  /** `action:subject` pairs, the union of the role's and the user's own permissions. */
  abilities: ReadonlySet<string>;
}

/** What an operation needs: the database, who is asking, and where files go. */
export interface Context {
  /** Inside a shared transaction, that transaction: every read and write goes through it. */
  db: Db;
  dialect: Dialect;
  actor: Actor | null;
  /** The bearer token of the request, when signed in: the session a password change keeps. */
  sessionToken?: string | null;
  settings: Settings;
  storage: Storage;
  /** List totals of this app, kept briefly (count-cache.ts). */
  counts: CountCache;
  mailer: Mailer;
  /** Notifications to the users' browsers (Web Push). */
  webPush: WebPushSender;
  /** The resources this app serves, with their server behaviour (hooks, row scopes). */
  resources: ServedResources;
  /** Set when engine writes join a transaction their caller owns (shared-transaction.ts). */
  shared?: SharedTransaction;
  /** The language of the answer's texts (field messages, refusals); English when not given. */
  language?: Language;
}

/** What every request shares: a context before anyone is known. */
export type Services = Omit<Context, 'actor' | 'sessionToken' | 'shared' | 'language'>;

/** A change nobody signed in makes (a sign-up, a link opened from an e-mail, a delivery). */
export const anonymousContext = (services: Services, language: Language = 'en'): Context => ({
  ...services,
  actor: null,
  language,
});

/**
 * The actor that seeds and maintenance scripts run as: every ability, and id 0, which is recorded
 * as "no user" in created_by and the audit log.
 */
export const SYSTEM_ACTOR_ID = 0;

/** The user id to record for a change (null for the system). */
export const actorId = (ctx: Pick<Context, 'actor'>): number | null =>
  ctx.actor && ctx.actor.id !== SYSTEM_ACTOR_ID ? ctx.actor.id : null;

/** The columns a new record carries: made and last changed at `at`, by the context's user. */
export const creationStamps = (ctx: Context, at: string) => ({
  created_at: at,
  updated_at: at,
  created_by: actorId(ctx),
  updated_by: actorId(ctx),
});

export const abilityKey = (action: string, subject: string) => `${action}:${subject}`;

export function can(actor: Actor | null, action: string, subject: string): boolean {
  return actor !== null && actor.abilities.has(abilityKey(action, subject));
}
