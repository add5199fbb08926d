/**
 * Recording how a claimed delivery went. Each write is guarded by the claim (`leased_by`), so a
 * worker whose lease ran out and was taken over cannot overwrite the newer worker's outcome.
 */
import type { Db } from '../../../db/types';
import type { NotificationSettings } from '../../../config/notification-settings';
import type { ClaimedDelivery } from './claim';

export type Outcome = 'sent' | 'retry' | 'failed';

/** Wait before try `attempts + 1`: the base, doubled for each try already made. */
export const retryDelayMs = (baseMs: number, attempts: number) =>
  baseMs * 2 ** Math.max(0, attempts - 1);

const held = (db: Db, delivery: ClaimedDelivery, worker: string) =>
  db
    .updateTable('notification_deliveries')
    .where('id', '=', delivery.id)
    .where('leased_by', '=', worker)
    .where('status', '=', 'queued');

export async function markSent(
  db: Db,
  delivery: ClaimedDelivery,
  worker: string,
  at: Date,
): Promise<void> {
  const stamp = at.toISOString();
  await held(db, delivery, worker)
    .set({
      status: 'sent',
      sent_at: stamp,
      last_error: null,
      lease_until: null,
      leased_by: null,
      updated_at: stamp,
    })
    .execute();
}

export async function markUnsent(
  db: Db,
  delivery: ClaimedDelivery,
  worker: string,
  failure: { reason: string; permanent: boolean },
  queue: NotificationSettings['queue'],
  at: Date,
): Promise<Outcome> {
  const stamp = at.toISOString();
  const giveUp = failure.permanent || delivery.attempts >= queue.maxAttempts;
  await held(db, delivery, worker)
    .set({
      status: giveUp ? 'failed' : 'queued',
      last_error: failure.reason,
      available_at: giveUp
        ? stamp
        : new Date(at.getTime() + retryDelayMs(queue.retryBaseMs, delivery.attempts)).toISOString(),
      lease_until: null,
      leased_by: null,
      updated_at: stamp,
    })
    .execute();
  return giveUp ? 'failed' : 'retry';
}
