import { Kysely, PostgresDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { rowCountLiteral } from './row-count-literal';

// Compiles only: the pool is never asked for a connection.
const db = new Kysely<Record<string, never>>({
  dialect: new PostgresDialect({ pool: {} as never }),
});

describe('rowCountLiteral', () => {
  it('writes the count into the statement instead of adding a parameter', () => {
    const compiled =
      sql`select 1 limit ${rowCountLiteral(25)} offset ${rowCountLiteral(0)}`.compile(db);
    expect(compiled.sql).toBe('select 1 limit 25 offset 0');
    expect(compiled.parameters).toEqual([]);
  });

  it('refuses what is not a whole number of at least 0', () => {
    for (const count of [-1, 2.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])
      expect(() => rowCountLiteral(count)).toThrow(RangeError);
  });
});
