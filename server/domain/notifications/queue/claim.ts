/**
 * Claiming due deliveries, safe for several workers on several API instances: one UPDATE sets a
 * lease on at most `limit` queued rows whose time has come and whose lease (if any) has run out,
 * and answers the rows it took. On PostgreSQL the rows are picked `FOR UPDATE SKIP LOCKED`, so
 * concurrent claims take disjoint rows without waiting on each other; SQLite runs one writing
 * statement at a time, so the conditional UPDATE alone is atomic. A worker that dies holding a
 * lease leaves its rows to the next claim once the lease expires.
 */
import { sql } from 'kysely';
import type { Db, Dialect } from '../../../db/types';

export interface ClaimedDelivery {
  id: number;
  channel: string;
  campaignId: number;
  userId: number;
  address: string | null;
  /** Tries so far, this one included. */
  attempts: number;
  /** When an earlier try made the in-app notification of a push delivery, or null. */
  notifiedAt: string | null;
}

export interface ClaimOptions {
  worker: string;
  limit: number;
  leaseMs: number;
  at: Date;
}

export async function claimDeliveries(
  db: Db,
  dialect: Dialect,
  { worker, limit, leaseMs, at }: ClaimOptions,
): Promise<ClaimedDelivery[]> {
  const stamp = at.toISOString();
  let due = db
    .selectFrom('notification_deliveries')
    .select('id')
    .where('status', '=', 'queued')
    .where('available_at', '<=', stamp)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', stamp)]))
    .orderBy('available_at')
    .orderBy('id')
    .limit(limit);
  if (dialect === 'postgres') due = due.forUpdate().skipLocked();
  const rows = await db
    .updateTable('notification_deliveries')
    .set({
      lease_until: new Date(at.getTime() + leaseMs).toISOString(),
      leased_by: worker,
      attempts: sql`attempts + 1`,
      updated_at: stamp,
    })
    .where('id', 'in', due)
    .returning(['id', 'channel', 'campaign_id', 'user_id', 'address', 'attempts', 'notified_at'])
    .execute();
  return rows
    .map((row) => ({
      id: Number(row.id),
      channel: String(row.channel),
      campaignId: Number(row.campaign_id),
      userId: Number(row.user_id),
      address: typeof row.address === 'string' ? row.address : null,
      attempts: Number(row.attempts),
      notifiedAt: row.notified_at == null ? null : String(row.notified_at),
    }))
    .sort((a, b) => a.id - b.id);
}
