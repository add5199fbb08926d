/**
 * Deciding a cancel request (status change by whoever may update requests, admins by default).
 * A decision is final: only a pending request may be approved or declined. Approval changes the
 * session in the same transaction as the request's status, so a request is never approved without
 * its effect: with a replacement tutor the session is handed over, otherwise it is cancelled.
 * Once committed, the sessions' cached totals are dropped and everyone concerned is notified
 * (decision-notices.ts).
 */
import { translatorFor } from '../../i18n/translate';
import { ValidationError } from '../../resources/errors';
import type { Context } from '../../resources/context';
import type { Row, Tx } from '../../db/types';
import type { scheduleCancelRequest } from '../../../resources/schedules';
import type { AfterUpdate, BeforeSave } from '../../resources/hooks';
import { cancellable, replacementErrors } from './cancel-request-rules';
import { notifyDecision } from './decision-notices';
import { saveSessionRecord } from './session-record';
import { sessionOn } from './sessions';
import { RequestStatus, SessionStatus } from '../../../schema';

async function applyApproval(tx: Tx, ctx: Context, request: Row): Promise<void> {
  const key = { schedule_id: Number(request.schedule_id), date: String(request.date) };
  const { session: found, holiday } = await sessionOn(tx, key.schedule_id, key.date);
  const tr = translatorFor(ctx.language ?? 'en');
  const open = cancellable(key.date, found, holiday);
  if ('reason' in open) throw ValidationError.field('date', tr.say(open.reason));
  const replacement =
    request.replacement_tutor_id === null || request.replacement_tutor_id === undefined
      ? undefined
      : Number(request.replacement_tutor_id);
  if (replacement !== undefined) {
    const errors = await replacementErrors(tx, open.session, replacement, tr);
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }
  const reason = String(request.reason);
  await saveSessionRecord(tx, ctx, key, (current) => ({
    ...(replacement === undefined ? { status: SessionStatus.Canceled } : { tutor_id: replacement }),
    ...(current?.note ? {} : { note: reason }),
  }));
}

export const decideCancelRequest: BeforeSave<typeof scheduleCancelRequest> = async (
  tx,
  ctx,
  { values, current },
) => {
  if (!current || !('status' in values)) return;
  const from = Number(current.status);
  const to = Number(values.status);
  if (from === to) return;
  if (from !== RequestStatus.Pending)
    throw ValidationError.field(
      'status',
      translatorFor(ctx.language ?? 'en').t('scheduling.alreadyDecided'),
    );
  if (to === RequestStatus.Approved) await applyApproval(tx, ctx, { ...current, ...values });
};

export const afterDecision: AfterUpdate<typeof scheduleCancelRequest> = async (ctx, change) => {
  if (Number(change.before.status) === Number(change.after.status)) return;
  if (Number(change.after.status) === RequestStatus.Approved)
    ctx.counts.invalidate('class-session');
  await notifyDecision(ctx, change);
};
