/**
 * When a user's sessions end besides sign-out:
 * - a new password ends every session of the user except the one that set it, when that one is
 *   the user's own (an admin setting someone else's password ends all of that user's sessions);
 * - an account that may no longer sign in (status other than active) loses all of its sessions,
 *   so turning it back on later does not bring old tokens back to life.
 * (A role turned off only locks its accounts out while it is off; their sessions stay.)
 * Web Push subscriptions belong to the session that saved them and go with it (on delete cascade),
 * as on sign-out. Every write of a password hash or an account's status passes through
 * revokeOnAccountChange, inside the write's transaction.
 */
import type { Executor, Row } from '../../db/types';
import { hashToken } from './tokens';

/** Ends the user's sessions, all of them or all but `keepToken`. */
export async function revokeSessions(
  db: Executor,
  userId: number,
  keepToken?: string | null,
): Promise<void> {
  let tokens = db.deleteFrom('access_tokens').where('user_id', '=', userId);
  if (keepToken) tokens = tokens.where('token_hash', '!=', hashToken(keepToken));
  await tokens.execute();
  // Subscriptions saved before they were tied to a session cannot be told apart: they go too.
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('access_token_id', 'is', null)
    .execute();
}

/** Who is making a change to an account: their user id and the token of their request. */
export interface Changer {
  userId: number | null;
  token: string | null;
}

/**
 * Compares an account row before and after a write (both with `id`, `password` and `status`) and
 * ends the sessions the change calls for.
 */
export async function revokeOnAccountChange(
  db: Executor,
  changer: Changer,
  before: Row,
  after: Row,
): Promise<void> {
  const userId = Number(after.id);
  if (after.status !== 'active') {
    await revokeSessions(db, userId);
    // A sign-up's unopened link would turn the account back on.
    await db
      .deleteFrom('one_time_tokens')
      .where('user_id', '=', userId)
      .where('purpose', '=', 'confirm-sign-up')
      .where('used_at', 'is', null)
      .execute();
    return;
  }
  if (after.password !== before.password) {
    const ownSession = changer.userId === userId ? changer.token : null;
    await revokeSessions(db, userId, ownSession);
  }
}
