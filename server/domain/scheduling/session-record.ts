/**
 * Writes the class-session row of one slot and date inside a caller's transaction (an approved
 * cancel request): created when the date had none, changed when it had one, through the one write
 * path (row-writes.ts): its hooks, search document, stamps and an audit entry.
 */
import type { Row, Tx } from '../../db/types';
import type { Context } from '../../resources/context';
import { saveRow } from '../../resources/row-writes';
import { SessionStatus } from '../../../schema';
import { classSession as sessions } from '../../../resources/schedules';

/** `changesFor` sees the stored row (undefined when there is none) and answers the values to set. */
export async function saveSessionRecord(
  tx: Tx,
  ctx: Context,
  key: { schedule_id: number; date: string },
  changesFor: (current: Row | undefined) => Row,
): Promise<Row> {
  const resource = sessions;
  const current = await tx
    .selectFrom('class_sessions')
    .selectAll()
    .where('schedule_id', '=', key.schedule_id)
    .where('date', '=', key.date)
    .executeTakeFirst();
  const values: Row = current
    ? changesFor(current)
    : { ...key, status: SessionStatus.Pending, ...changesFor(undefined) };
  // Its before-save hooks label it, and a cancelled class leaves no working hours behind
  // (billing/session-completion.ts).
  return saveRow(tx, ctx, resource, values, current);
}
