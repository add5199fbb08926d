/**
 * Bearer tokens: 40 random bytes shown once to the client, stored only as a SHA-256 hash, with an
 * expiry; revoked on logout (and, for a user's other sessions, by revocation.ts). One-time tokens (password reset, e-mail verification) work the same
 * way and are spent on first use.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../../db/types';
import { now } from '../../resources/records';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(40).toString('base64url');
const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString();

export async function issueAccessToken(
  db: Executor,
  userId: number,
  ttlDays: number,
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('access_tokens')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: inFuture(ttlDays * 86_400_000),
      created_at: now(),
    })
    .execute();
  return token;
}

/** The user id a live token belongs to, or null. */
export async function resolveAccessToken(db: Executor, token: string): Promise<number | null> {
  const row = await db
    .selectFrom('access_tokens')
    .select(['id', 'user_id'])
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', now())
    .executeTakeFirst();
  return row ? Number(row.user_id) : null;
}

/** The row id of a live token (what a session's own records point at), or null. */
export async function accessTokenId(db: Executor, token: string): Promise<number | null> {
  const row = await db
    .selectFrom('access_tokens')
    .select('id')
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

export async function revokeAccessToken(db: Executor, token: string): Promise<void> {
  await db.deleteFrom('access_tokens').where('token_hash', '=', hashToken(token)).execute();
}

/**
 * `confirm-sign-up`: the link of a public sign-up, which also turns its account on.
 * `confirm-email`: the link mailed to a new address a user asked to sign in with.
 */
export type OneTimePurpose =
  'reset-password' | 'verify-email' | 'confirm-sign-up' | 'confirm-email';

export async function issueOneTimeToken(
  db: Executor,
  userId: number,
  purpose: OneTimePurpose,
  ttlMinutes: number,
): Promise<string> {
  const token = newToken();
  // A new link replaces any earlier unspent one of the same purpose.
  await db
    .deleteFrom('one_time_tokens')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('one_time_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: hashToken(token),
      expires_at: inFuture(ttlMinutes * 60_000),
      created_at: now(),
    })
    .execute();
  return token;
}

/**
 * Spends the token: answers its user id once, and null for a bad, spent or expired token. With
 * `forUser`, only a token of that user is spent; another's is left as it was, so a request that
 * names the wrong account cannot use up someone's link.
 */
export async function spendOneTimeToken(
  db: Executor,
  token: string,
  purpose: OneTimePurpose,
  forUser?: number,
): Promise<number | null> {
  let spend = db
    .updateTable('one_time_tokens')
    .set({ used_at: now() })
    .where('token_hash', '=', hashToken(token))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now());
  if (forUser !== undefined) spend = spend.where('user_id', '=', forUser);
  const spent = await spend.returning('user_id').executeTakeFirst();
  return spent ? Number(spent.user_id) : null;
}
