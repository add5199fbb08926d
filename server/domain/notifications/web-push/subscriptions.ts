/**
 * The browsers a user receives Web Push in: saved when the user turns browser notifications on,
 * removed when they turn them off or the push service says the subscription is gone. An endpoint
 * belongs to one browser profile, so posting it again from another account moves it there: the
 * browser notifies whoever signed in last, never the previous user. A subscription also belongs to
 * the session (access token) that saved it and is deleted with it (foreign key, on delete
 * cascade), so a session ended by sign-out or by a revocation takes its browser's pushes along.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../../db/types';
import { now } from '../../../resources/records';
import type { PushSubscriptionInput } from './subscription-rules';

/** Browsers one user keeps at most; the longest unused go first. */
export const SUBSCRIPTIONS_PER_USER = 20;
const USER_AGENT_MAX = 300;

export interface StoredSubscription extends PushSubscriptionInput {
  id: number;
  userId: number;
}

export const endpointHash = (endpoint: string) =>
  createHash('sha256').update(endpoint).digest('hex');

export async function saveSubscription(
  db: Db,
  userId: number,
  input: PushSubscriptionInput,
  userAgent: string | undefined,
  accessTokenId: number | null,
): Promise<number> {
  const stamp = now();
  const hash = endpointHash(input.endpoint);
  const columns = {
    user_id: userId,
    access_token_id: accessTokenId,
    p256dh: input.p256dh,
    auth: input.auth,
    user_agent: userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    last_error: null,
    updated_at: stamp,
    updated_by: userId,
  };
  return db.transaction().execute(async (tx) => {
    const saved = await tx
      .insertInto('push_subscriptions')
      .values({
        ...columns,
        endpoint: input.endpoint,
        endpoint_hash: hash,
        created_at: stamp,
        created_by: userId,
      })
      .onConflict((oc) => oc.column('endpoint_hash').doUpdateSet(columns))
      .returning('id')
      .executeTakeFirstOrThrow();
    const extra = await tx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .offset(SUBSCRIPTIONS_PER_USER)
      .limit(1000)
      .execute();
    if (extra.length > 0)
      await tx
        .deleteFrom('push_subscriptions')
        .where(
          'id',
          'in',
          extra.map((row) => Number(row.id)),
        )
        .execute();
    return Number(saved.id);
  });
}

/** Answers whether the user had that subscription. */
export async function removeSubscription(
  db: Db,
  userId: number,
  endpoint: string,
): Promise<boolean> {
  const removed = await db
    .deleteFrom('push_subscriptions')
    .where('endpoint_hash', '=', endpointHash(endpoint))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) > 0;
}

export async function subscriptionsOf(
  db: Db,
  userIds: readonly number[],
): Promise<StoredSubscription[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'user_id', 'endpoint', 'p256dh', 'auth'])
    .where('user_id', 'in', [...userIds])
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    userId: Number(row.user_id),
    endpoint: String(row.endpoint),
    p256dh: String(row.p256dh),
    auth: String(row.auth),
  }));
}
