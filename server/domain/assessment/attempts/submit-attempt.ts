/**
 * The end of an attempt: marked submitted once, whoever gets there first (the student's last
 * module, or the clock seen by any call), then scored in the same transaction so that a
 * submitted attempt never lacks its result.
 */
import { resourcesByName } from '../../../../resources.config';
import type { Tx } from '../../../db/types';
import { writeAudit } from '../../../resources/audit';
import { actorId, type Context } from '../../../resources/context';
import { recordOf } from '../../../resources/operations/show';
import { now } from '../../../resources/records';
import { scoreAttempt } from '../score-attempt';
import { loadAttempt, type AttemptRecord } from './records';

const attempts = () => resourcesByName.get('exam-attempt')!;

export async function submitAttempt(
  tx: Tx,
  ctx: Context,
  attempt: AttemptRecord,
  at: string,
): Promise<AttemptRecord> {
  const before = await tx
    .selectFrom('exam_attempts')
    .selectAll()
    .where('id', '=', attempt.id)
    .executeTakeFirstOrThrow();
  const updated = await tx
    .updateTable('exam_attempts')
    .set({ status: 'submitted', submitted_at: at, updated_at: now(), updated_by: actorId(ctx) })
    .where('id', '=', attempt.id)
    .where('status', '=', 'in_progress')
    .returningAll()
    .executeTakeFirst();
  if (!updated) return loadAttempt(tx, attempt.id);
  await scoreAttempt(tx, attempt.id);
  await writeAudit(tx, ctx, {
    action: 'update',
    resource: 'exam-attempt',
    recordId: attempt.id,
    before: await recordOf(tx, attempts(), before),
    after: await recordOf(tx, attempts(), updated),
  });
  return loadAttempt(tx, attempt.id);
}
