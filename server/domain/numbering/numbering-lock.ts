/**
 * Numbers handed out automatically (order numbers, student and employee numbers) are one past the
 * highest already stored. Two writers that read that highest number at the same time would hand
 * out the same one, so a writer that numbers a record first takes the numbering lock, held to the
 * end of its transaction: the next writer waits until the number is committed and then reads past
 * it. On PostgreSQL the lock is a transaction-scoped advisory lock (each statement of a
 * read-committed transaction sees what committed before it, so the read after the lock sees the
 * previous holder's row). SQLite needs none: its one connection runs one transaction at a time.
 */
import { sql } from 'kysely';
import type { Dialect, Tx } from '../../db/types';

/** An arbitrary key of the advisory lock that serialises numbering (PostgreSQL). */
const NUMBERING_LOCK = 6_006_001;

export async function takeNumberingLock(tx: Tx, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres')
    await sql`select pg_advisory_xact_lock(${NUMBERING_LOCK})`.execute(tx);
}
