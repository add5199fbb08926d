/**
 * Sign-in attempts counted per account and per IP in the database (so every API instance shares
 * the count); past the limit within the window, sign-in answers 429 until the window ends.
 *
 * An attempt is counted BEFORE its password is checked, by one upsert that increments and answers
 * the new count: concurrent requests each get their own number, so a burst of parallel guesses
 * gets no more password checks than the limit. A check-then-record sequence would let every
 * request of the burst read the same old count.
 */
import type { Executor } from '../../db/types';
import { ThrottledError } from '../../resources/errors';

export interface ThrottleLimits {
  maxPerAccount: number;
  maxPerIp: number;
  windowMinutes: number;
}

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

/** Adds one to the key's count in the current window and answers the count and window start. */
async function increment(
  db: Executor,
  key: string,
  windowMinutes: number,
): Promise<{ attempts: number; windowStartedAt: number }> {
  const windowStart = new Date(Date.now() - windowMinutes * 60_000).toISOString();
  const stamp = new Date().toISOString();
  const row = await db
    .insertInto('login_attempts')
    .values({ key, attempts: 1, window_started_at: stamp })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        // A window that has ended starts again at 1.
        attempts: eb
          .case()
          .when('login_attempts.window_started_at', '<', windowStart)
          .then(1)
          .else(eb('login_attempts.attempts', '+', 1))
          .end(),
        window_started_at: eb
          .case()
          .when('login_attempts.window_started_at', '<', windowStart)
          .then(stamp)
          .else(eb.ref('login_attempts.window_started_at'))
          .end(),
      })),
    )
    .returning(['attempts', 'window_started_at'])
    .executeTakeFirstOrThrow();
  return {
    attempts: Number(row.attempts),
    windowStartedAt: Date.parse(String(row.window_started_at)),
  };
}

/**
 * Counts this sign-in attempt against the account and the IP, and throws ThrottledError when
 * either count is past its limit; the caller checks the password only when this returns.
 */
export async function countAttempt(
  db: Executor,
  limits: ThrottleLimits,
  email: string,
  ip: string,
): Promise<void> {
  const windowMs = limits.windowMinutes * 60_000;
  const counted = [
    {
      ...(await increment(db, accountKey(email), limits.windowMinutes)),
      max: limits.maxPerAccount,
    },
    { ...(await increment(db, ipKey(ip), limits.windowMinutes)), max: limits.maxPerIp },
  ];
  const over = counted.filter((c) => c.attempts > c.max);
  if (!over.length) return;
  const endsAt = Math.max(...over.map((c) => c.windowStartedAt + windowMs));
  throw new ThrottledError(Math.max(1, (endsAt - Date.now()) / 1000));
}

/**
 * After a successful sign-in: the account starts over, and the IP takes back the attempt just
 * counted, so only failures weigh on an address many people sign in from.
 */
export async function forgiveSuccessfulAttempt(
  db: Executor,
  email: string,
  ip: string,
): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', accountKey(email)).execute();
  await db
    .updateTable('login_attempts')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('key', '=', ipKey(ip))
    .where('attempts', '>', 0)
    .execute();
}
