/**
 * A LIMIT or OFFSET written into a statement rather than passed as a parameter. PostgreSQL keeps
 * one plan for a prepared statement only when that plan looks no dearer than the ones it makes
 * for each run's values; with a LIMIT it does not know, it assumes a tenth of the rows, so a
 * page read from a large union was planned again on every run (docs/DATABASE.md, "Prepared
 * statements on PostgreSQL").
 */
import { sql, type RawBuilder } from 'kysely';

export function rowCountLiteral(count: number): RawBuilder<number> {
  if (!Number.isSafeInteger(count) || count < 0)
    throw new RangeError(`A row count must be a whole number of at least 0, not ${count}`);
  return sql.lit(count);
}
