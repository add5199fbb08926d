/**
 * The database store of the per-visitor limits (server/http/plugins/rate-limit-store.ts), on the
 * database under test, with a clock the test moves: hits counted per limiter and visitor, a new
 * window once the last has ended, concurrent hits each counted, ended windows deleted.
 */
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseRateLimitStore } from '../../server/http/plugins/rate-limit-store';
import { migratedDatabase, type MigratedDatabase } from '../support/migrated-database';

const MINUTE = 60_000;
let database: MigratedDatabase;
let clock = Date.UTC(2026, 10, 26, 9, 0, 0);

beforeAll(async () => {
  database = await migratedDatabase();
});
afterAll(() => database.close());

function limiter(url: string, groupId?: string): FastifyRateLimitStore {
  const Store = databaseRateLimitStore({ db: database.connection.db, now: () => clock });
  const params = { routeInfo: groupId ? {} : { method: 'POST', url }, groupId };
  return new Store({}).child(params as unknown as Parameters<FastifyRateLimitStore['child']>[0]);
}

function hit(store: FastifyRateLimitStore, visitor: string, windowMs = MINUTE) {
  return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(
      visitor,
      (error, result) => (error || !result ? reject(error) : resolve(result)),
      windowMs,
      5,
    ),
  );
}

const rows = () =>
  database.connection.db.selectFrom('rate_limit_hits').select('key').orderBy('key').execute();

describe('the database rate-limit store', () => {
  it('counts hits per limiter and visitor, with the time left in the window', async () => {
    const login = limiter('/api/store-login');
    expect(await hit(login, '198.51.100.1')).toEqual({ current: 1, ttl: MINUTE });
    clock += 10_000;
    expect(await hit(login, '198.51.100.1')).toEqual({ current: 2, ttl: MINUTE - 10_000 });
    expect((await hit(login, '198.51.100.2')).current).toBe(1);
    expect((await hit(limiter('/api/store-register'), '198.51.100.1')).current).toBe(1);
    expect((await hit(limiter('', 'public-form:store-form'), '198.51.100.1')).current).toBe(1);
  });

  it('starts a new window at 1 once the last one has ended', async () => {
    const store = limiter('/api/store-window');
    await hit(store, '198.51.100.3');
    await hit(store, '198.51.100.3');
    clock += MINUTE;
    expect(await hit(store, '198.51.100.3')).toEqual({ current: 1, ttl: MINUTE });
  });

  it('gives concurrent hits each their own count', async () => {
    const store = limiter('/api/store-burst');
    const counts = await Promise.all(Array.from({ length: 12 }, () => hit(store, '198.51.100.4')));
    expect(counts.map((c) => c.current).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
  });

  it('deletes the ended windows when it next counts a hit, keeping the current ones', async () => {
    const store = limiter('/api/store-sweep');
    await hit(store, '198.51.100.5', MINUTE);
    await hit(store, '198.51.100.6', 10 * MINUTE);
    clock += 2 * MINUTE;
    await hit(store, '198.51.100.7');
    const keys = (await rows()).map((r) => String(r.key));
    expect(keys.filter((k) => k.includes('/api/store-sweep'))).toEqual([
      'POST /api/store-sweep|198.51.100.6',
      'POST /api/store-sweep|198.51.100.7',
    ]);
  });

  it('refuses a limit outside a route without a group to count under', () => {
    const Store = databaseRateLimitStore({ db: database.connection.db });
    expect(() => new Store({}).child({ routeInfo: {} } as never)).toThrow(/groupId/);
  });
});
