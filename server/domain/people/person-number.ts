/**
 * Student and employee numbers: a prefix and six digits (S-000042, E-000007), one past the
 * highest id of the profile table. Every numbered profile's id is at least its number (ids only
 * grow), so under the numbering lock the next number is past every number in use.
 */
import type { Dialect, Tx } from '../../db/types';
import { openTables } from '../../db/types';
import { takeNumberingLock } from '../numbering/numbering-lock';

export interface PersonNumbering {
  field: string;
  prefix: string;
}

export async function newPersonNumber(
  tx: Tx,
  dialect: Dialect,
  table: string,
  prefix: string,
): Promise<string> {
  await takeNumberingLock(tx, dialect);
  const last = await openTables(tx)
    .selectFrom(table)
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return `${prefix}${String(Number(last?.id ?? 0) + 1).padStart(6, '0')}`;
}
