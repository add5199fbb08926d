/**
 * The store @fastify/rate-limit counts in (its `store` option): a row per limiter and visitor in
 * `rate_limit_hits`, so every API instance on the database counts the same hits. Each hit is one
 * upsert that adds one, or starts a new window when the last has ended, and answers the count:
 * concurrent hits through different instances each get their own number. Ended windows are
 * deleted by whichever instance counts a hit next, at most once a minute per instance.
 */
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Db } from '../../db/types';

const SWEEP_EVERY_MS = 60_000;

export interface RateLimitStoreOptions {
  db: Db;
  /** Milliseconds since 1970; the clock tests move. */
  now?: () => number;
}

/** What the plugin hands the store: its options merged with the limiter's. */
interface LimiterParams {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
}

/** The name a limiter's rows are kept under: its group, else the route it guards. */
function limiterName(params: LimiterParams): string {
  if (params.groupId) return params.groupId;
  const { method, url } = params.routeInfo ?? {};
  if (!url || !method)
    throw new Error('A rate limit outside a route needs a groupId to count under');
  return `${[method].flat().join(',')} ${url}`;
}

function refuseUnsupported(params: LimiterParams): void {
  // Both extend a window on every hit past the limit, which this store does not do.
  if (params.continueExceeding || params.exponentialBackoff)
    throw new Error(
      'The database rate-limit store supports neither continueExceeding nor exponentialBackoff',
    );
}

export function databaseRateLimitStore({
  db,
  now = Date.now,
}: RateLimitStoreOptions): FastifyRateLimitStoreCtor {
  let sweptAt = -Infinity;

  async function sweep(at: number): Promise<void> {
    if (at - sweptAt < SWEEP_EVERY_MS) return;
    sweptAt = at;
    await db.deleteFrom('rate_limit_hits').where('resets_at', '<=', at).execute();
  }

  async function hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const at = now();
    await sweep(at);
    const row = await db
      .insertInto('rate_limit_hits')
      .values({ key, hits: 1, resets_at: at + windowMs })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => {
          const ended = eb('rate_limit_hits.resets_at', '<=', at);
          return {
            hits: eb
              .case()
              .when(ended)
              .then(1)
              .else(eb('rate_limit_hits.hits', '+', 1))
              .end(),
            resets_at: eb
              .case()
              .when(ended)
              .then(at + windowMs)
              .else(eb.ref('rate_limit_hits.resets_at'))
              .end(),
          };
        }),
      )
      .returning(['hits', 'resets_at'])
      .executeTakeFirstOrThrow();
    return { current: Number(row.hits), ttl: Math.max(0, Number(row.resets_at) - at) };
  }

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    constructor(options: FastifyRateLimitOptions, prefix = '') {
      refuseUnsupported(options as LimiterParams);
      this.prefix = prefix;
    }

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      hit(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const params = routeOptions as unknown as LimiterParams;
      return new DatabaseRateLimitStore(params, `${limiterName(params)}|`);
    }
  }
  return DatabaseRateLimitStore;
}
