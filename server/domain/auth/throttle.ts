/**
 * Failed sign-ins counted per account and per IP in the database (so every API instance shares
 * the count); past the limit within the window, sign-in answers 429 until the window ends.
 */
import type { Executor } from '../../db/types';
import { ThrottledError } from '../../resources/errors';

export interface ThrottleLimits {
  maxPerAccount: number;
  maxPerIp: number;
  windowMinutes: number;
}

const keys = (email: string, ip: string) => [`account:${email.toLowerCase()}`, `ip:${ip}`] as const;

export async function assertNotThrottled(
  db: Executor,
  limits: ThrottleLimits,
  email: string,
  ip: string,
): Promise<void> {
  const windowMs = limits.windowMinutes * 60_000;
  const [accountKey, ipKey] = keys(email, ip);
  const rows = await db
    .selectFrom('login_attempts')
    .selectAll()
    .where('key', 'in', [accountKey, ipKey])
    .execute();
  for (const row of rows) {
    const limit = row.key === accountKey ? limits.maxPerAccount : limits.maxPerIp;
    const endsAt = Date.parse(String(row.window_started_at)) + windowMs;
    if (Number(row.attempts) >= limit && endsAt > Date.now())
      throw new ThrottledError((endsAt - Date.now()) / 1000);
  }
}

export async function recordFailure(
  db: Executor,
  limits: ThrottleLimits,
  email: string,
  ip: string,
): Promise<void> {
  const windowStart = new Date(Date.now() - limits.windowMinutes * 60_000).toISOString();
  const stamp = new Date().toISOString();
  for (const key of keys(email, ip)) {
    await db
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
      .execute();
  }
}

export async function clearAccountFailures(db: Executor, email: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', keys(email, '')[0]).execute();
}
