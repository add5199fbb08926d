import type { Executor, Row } from '../db/types';
import { actorId, type Context } from './context';
import { now } from './records';

/**
 * One row per change, written in the change's own transaction: who, when, what, before, after.
 * A change the system makes (no user) passes `{ actor: null }`.
 */
export async function writeAudit(
  db: Executor,
  ctx: Pick<Context, 'actor'>,
  entry: {
    action: string;
    resource: string;
    recordId: number;
    before?: Row | null;
    after?: Row | null;
  },
): Promise<void> {
  await db
    .insertInto('audit_logs')
    .values({
      user_id: actorId(ctx),
      action: entry.action,
      resource: entry.resource,
      record_id: entry.recordId,
      before: entry.before ? JSON.stringify(entry.before) : null,
      after: entry.after ? JSON.stringify(entry.after) : null,
      created_at: now(),
    })
    .execute();
}
