/**
 * Rows written straight into the test server's database (money in minor units), for tests that
 * need data the API would take many calls to build, or that another feature's hooks own.
 */
import type { TestServer } from './server';
import { openTables } from '../../server/db/types';

/** Inserts a row with its stamps and answers its id. */
export async function insertRow(
  server: TestServer,
  table: string,
  values: Record<string, unknown>,
): Promise<number> {
  const stamp = new Date().toISOString();
  const row = await openTables(server.connection.db)
    .insertInto(table)
    .values({ created_at: stamp, updated_at: stamp, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A small seeded pseudo-random generator (mulberry32), so a failing run can be replayed. */
export function seededRandom(seed: number): {
  next: () => number;
  int: (min: number, max: number) => number;
  pick: <T>(items: readonly T[]) => T;
} {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { next, int, pick: (items) => items[int(0, items.length - 1)]! };
}
