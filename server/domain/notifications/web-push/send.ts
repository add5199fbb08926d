/**
 * Sending a notification to users' browsers through their push services with the `web-push`
 * library: the payload encrypted for each subscription (aes128gcm, RFC 8291) and signed with the
 * VAPID keys (RFC 8292). What each push service answered is kept on the subscription; one that is
 * gone (404, 410) is deleted. The caller decides what a failure means: the bell's notices ignore
 * it, a push campaign retries the transient ones.
 */
import { Agent } from 'node:https';
import { createSecureContext, rootCertificates } from 'node:tls';
import webPush from 'web-push';
import type { Db } from '../../../db/types';
import type { WebPushSettings } from '../../../config/web-push-settings';
import { now } from '../../../resources/records';
import { noticeLink } from '../notice-link';
import { subscriptionsOf, type StoredSubscription } from './subscriptions';

/** What the service worker (public/sw.js) shows. */
export interface WebPushMessage {
  title: string;
  body: string;
  /** A path of the app to open when the notification is clicked, or null. */
  link: string | null;
  /** Notifications with the same tag replace each other, so a resend never shows twice. */
  tag: string;
}

export interface WebPushFailure {
  subscriptionId: number;
  reason: string;
  /** A later try may succeed (throttling, a push service error, no answer). */
  transient: boolean;
}

export interface WebPushReport {
  sent: number;
  /** Subscriptions the push service no longer knows; they were deleted. */
  gone: number;
  failed: WebPushFailure[];
}

export interface WebPushSender {
  readonly publicKey: string;
  sendToUsers(userIds: readonly number[], message: WebPushMessage): Promise<WebPushReport>;
  /** Closes the connections kept open to push services. */
  close(): void;
}

const TIMEOUT_MS = 10_000;
/** VAPID tokens live 12 hours and are renewed an hour before they run out. */
const TOKEN_LIFETIME_S = 12 * 60 * 60;
const TOKEN_MARGIN_S = 60 * 60;
/** A connection to a push service unused this long is closed. */
const IDLE_MS = 30_000;
/** Requests in flight at once, however many browsers a notice reaches. */
const PARALLEL = 8;
/** Push services take about 4 KB of payload; a notification shows a few lines anyway. */
const TITLE_MAX = 120;
const UPDATE_CHUNK = 500;
const BODY_MAX = 1000;

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

function describe(error: unknown): { reason: string; status: number | null } {
  if (error instanceof webPush.WebPushError) {
    const detail = error.body.trim().slice(0, 200);
    return {
      reason: `Push service answered ${error.statusCode}${detail ? `: ${detail}` : ''}`,
      status: error.statusCode,
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { reason: `Push service unreachable: ${message}`, status: null };
}

const transientStatus = (status: number | null) =>
  status === null || status === 408 || status === 429 || status >= 500;

export function createWebPushSender(db: Db, settings: WebPushSettings): WebPushSender {
  // Connections to a push service are kept and reused: a campaign sends many pushes to the same
  // few hosts, and a TLS handshake each would cost more than the push. Extra authorities go into
  // one secure context, made once rather than for every connection.
  const agent = new Agent({
    keepAlive: true,
    maxSockets: PARALLEL,
    timeout: IDLE_MS,
    secureContext: settings.ca
      ? createSecureContext({ ca: [...rootCertificates, settings.ca] })
      : undefined,
  });
  const options = {
    TTL: settings.ttlSeconds,
    contentEncoding: 'aes128gcm' as const,
    timeout: TIMEOUT_MS,
    agent,
  };

  // The VAPID token is signed once per push service and kept until near its expiry: signing
  // costs three times what encrypting a payload does (bench/push), and a token may serve
  // every push to that service for up to 24 hours (RFC 8292).
  const tokens = new Map<string, { authorization: string; renewAt: number }>();
  function vapidAuthorization(endpoint: string): string {
    const audience = new URL(endpoint).origin;
    const now = Date.now();
    const held = tokens.get(audience);
    if (held && held.renewAt > now) return held.authorization;
    const expiresAt = Math.floor(now / 1000) + TOKEN_LIFETIME_S;
    const { Authorization: authorization } = webPush.getVapidHeaders(
      audience,
      settings.subject,
      settings.vapid.publicKey,
      settings.vapid.privateKey,
      'aes128gcm',
      expiresAt,
    );
    tokens.set(audience, {
      authorization,
      renewAt: now + (TOKEN_LIFETIME_S - TOKEN_MARGIN_S) * 1000,
    });
    return authorization;
  }

  /** Answers whether the push service took it; what went wrong is recorded on the way. */
  async function sendOne(
    subscription: StoredSubscription,
    payload: string,
    report: WebPushReport,
  ): Promise<boolean> {
    const target = { endpoint: subscription.endpoint, keys: subscription };
    try {
      await webPush.sendNotification(target, payload, {
        ...options,
        headers: { Authorization: vapidAuthorization(subscription.endpoint) },
      });
    } catch (error) {
      const { reason, status } = describe(error);
      if (status === 404 || status === 410) {
        await db.deleteFrom('push_subscriptions').where('id', '=', subscription.id).execute();
        report.gone += 1;
        return false;
      }
      await db
        .updateTable('push_subscriptions')
        .set({ last_error: reason, updated_at: now() })
        .where('id', '=', subscription.id)
        .execute();
      report.failed.push({
        subscriptionId: subscription.id,
        reason,
        transient: transientStatus(status),
      });
      return false;
    }
    report.sent += 1;
    return true;
  }

  /** One write for all the subscriptions a send reached, not one per push. */
  async function markReached(ids: number[]): Promise<void> {
    const stamp = now();
    for (let start = 0; start < ids.length; start += UPDATE_CHUNK)
      await db
        .updateTable('push_subscriptions')
        .set({ last_success_at: stamp, last_error: null })
        .where('id', 'in', ids.slice(start, start + UPDATE_CHUNK))
        .execute();
  }

  return {
    publicKey: settings.vapid.publicKey,
    async sendToUsers(userIds, message) {
      const report: WebPushReport = { sent: 0, gone: 0, failed: [] };
      if (!settings.enabled) return report;
      const subscriptions = await subscriptionsOf(db, userIds);
      const payload = JSON.stringify({
        ...message,
        title: clip(message.title, TITLE_MAX),
        body: clip(message.body, BODY_MAX),
        link: noticeLink(message.link),
      });
      const queue = [...subscriptions];
      const reached: number[] = [];
      const lane = async () => {
        for (let next = queue.shift(); next; next = queue.shift())
          if (await sendOne(next, payload, report)) reached.push(next.id);
      };
      await Promise.all(Array.from({ length: Math.min(PARALLEL, queue.length) }, lane));
      await markReached(reached);
      return report;
    },
    close: () => agent.destroy(),
  };
}
