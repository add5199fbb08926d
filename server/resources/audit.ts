import type { Executor, Row } from '../db/types';
import { actorId, type Context } from './context';
import { now } from './records';

/**
 * One row per change, written in the change's own transaction: who, when, what, before, after.
 * A change the system makes (no user) passes `{ actor: null }`.
 */
export interface AuditEntry {
  action: string;
  resource: string;
  recordId: number;
  before?: Row | null;
  after?: Row | null;
}

/** Audit rows per insert statement: well inside SQLite's limit on bound values. */
const BATCH = 200;

export async function writeAudit(
  db: Executor,
  ctx: Pick<Context, 'actor'>,
  entry: AuditEntry,
): Promise<void> {
  await writeAudits(db, ctx, [entry]);
}

/** Many changes of one write (the rows of a bulk write), in as few statements as the rows allow. */
export async function writeAudits(
  db: Executor,
  ctx: Pick<Context, 'actor'>,
  entries: readonly AuditEntry[],
): Promise<void> {
  const userId = actorId(ctx);
  const at = now();
  for (let start = 0; start < entries.length; start += BATCH) {
    await db
      .insertInto('audit_logs')
      .values(
        entries.slice(start, start + BATCH).map((entry) => ({
          user_id: userId,
          action: entry.action,
          resource: entry.resource,
          record_id: entry.recordId,
          before: entry.before ? JSON.stringify(entry.before) : null,
          after: entry.after ? JSON.stringify(entry.after) : null,
          created_at: at,
        })),
      )
      .execute();
  }
}
