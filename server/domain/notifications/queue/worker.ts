/**
 * The notification queue's worker. One pass: release the campaigns whose time has come, claim a
 * batch of due deliveries, deliver each, record the outcome, and mark finished campaigns done.
 * `runOnce` is the whole pass, for tests and for the polling loop alike; `start` polls every
 * `pollMs` (never overlapping itself) and `stop` ends the loop and waits for a pass under way, so
 * nothing outlives the server's close.
 */
import { randomUUID } from 'node:crypto';
import type { Db, Dialect, Row } from '../../../db/types';
import { openTables } from '../../../db/types';
import type { NotificationSettings } from '../../../config/notification-settings';
import type { Context } from '../../../resources/context';
import { CHANNEL_TABLES, isChannel, type Channel } from '../campaigns/channels';
import { finishCampaigns, releaseDueCampaigns } from '../campaigns/release';
import { claimDeliveries, type ClaimedDelivery } from './claim';
import { DeliveryError, failureReason } from './delivery-error';
import { markSent, markUnsent, type Outcome } from './outcome';
import type { Sender } from './senders';

export interface PassResult {
  released: number;
  sent: number;
  retried: number;
  failed: number;
}

export interface NotificationQueue {
  /** One pass; `at` stands for the current time (tests move it forward instead of waiting). */
  runOnce(at?: Date): Promise<PassResult>;
  start(): void;
  stop(): Promise<void>;
}

interface QueueDeps {
  db: Db;
  /** The context of the queue's own changes to records (releasing campaigns): no user. */
  system: Context;
  dialect: Dialect;
  settings: NotificationSettings['queue'];
  senders: Record<Channel, Sender>;
  log?: (message: string, error: unknown) => void;
}

export function createNotificationQueue(deps: QueueDeps): NotificationQueue {
  const { db, dialect, settings, senders } = deps;
  const log = deps.log ?? ((message, error) => console.error(message, error));
  const worker = `worker-${randomUUID()}`;

  async function campaignOf(cache: Map<string, Row | null>, delivery: ClaimedDelivery) {
    const key = `${delivery.channel}:${delivery.campaignId}`;
    if (!cache.has(key)) {
      const table = isChannel(delivery.channel) ? CHANNEL_TABLES[delivery.channel].table : null;
      const row = table
        ? await openTables(db)
            .selectFrom(table)
            .selectAll()
            .where('id', '=', delivery.campaignId)
            .executeTakeFirst()
        : undefined;
      cache.set(key, row ?? null);
    }
    return cache.get(key) ?? null;
  }

  async function deliverOne(
    delivery: ClaimedDelivery,
    cache: Map<string, Row | null>,
    at: Date,
  ): Promise<Outcome> {
    try {
      const campaign = await campaignOf(cache, delivery);
      if (!campaign || !isChannel(delivery.channel))
        throw new DeliveryError('The campaign no longer exists.', true);
      await senders[delivery.channel](delivery, campaign);
    } catch (error) {
      const permanent = error instanceof DeliveryError && error.permanent;
      return markUnsent(
        db,
        delivery,
        worker,
        { reason: failureReason(error), permanent },
        settings,
        at,
      );
    }
    await markSent(db, delivery, worker, at);
    return 'sent';
  }

  async function runOnce(at = new Date()): Promise<PassResult> {
    const result: PassResult = { released: 0, sent: 0, retried: 0, failed: 0 };
    result.released = await releaseDueCampaigns(deps.system, at.toISOString());
    const claimed = await claimDeliveries(db, dialect, {
      worker,
      limit: settings.batchSize,
      leaseMs: settings.leaseMs,
      at,
    });
    const cache = new Map<string, Row | null>();
    for (const delivery of claimed) {
      const outcome = await deliverOne(delivery, cache, at);
      if (outcome === 'sent') result.sent += 1;
      else if (outcome === 'retry') result.retried += 1;
      else result.failed += 1;
    }
    await finishCampaigns(deps.system);
    return result;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      timer = undefined;
      running = runOnce()
        .catch((error: unknown) => log('A notification queue pass failed:', error))
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, settings.pollMs);
  };

  return {
    runOnce,
    start() {
      if (settings.pollMs <= 0 || !stopped) return;
      stopped = false;
      schedule();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}
