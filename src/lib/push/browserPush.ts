/**
 * The browser's side of Web Push: whether it can, the subscription it holds, and making or
 * dropping one. The server keeps a copy of each subscription (POST/DELETE
 * /api/push-subscription, docs/API.md "Web Push"), which it sends to.
 */
import type { HttpClient } from '../../providers/data';
import type { JsonObject } from '../../providers/data/types';
import { SERVICE_WORKER_URL } from './serviceWorker';

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** The subscription this browser holds for the app, if it was turned on before. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

function bytesOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) =>
    c.charCodeAt(0),
  );
}

/** A subscription made with another server key (the keys were changed) receives nothing. */
export function madeWithKey(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options.applicationServerKey;
  if (!key) return false;
  const held = new Uint8Array(key);
  const wanted = bytesOf(publicKey);
  return held.length === wanted.length && held.every((byte, i) => byte === wanted[i]);
}

/** Registers the service worker and subscribes with the server's key (after permission). */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscription> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const existing = await registration.pushManager.getSubscription();
  if (existing && madeWithKey(existing, publicKey)) return existing;
  if (existing) await existing.unsubscribe();
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: bytesOf(publicKey),
  });
}

export const saveOnServer = (http: HttpClient, subscription: PushSubscription) =>
  http('POST', 'push-subscription', { body: subscription.toJSON() as JsonObject });

/**
 * Drops this browser's subscription, on the server first (while the session can still say whose
 * it is) and then in the browser. Signing out calls it, so a shared computer does not go on
 * showing the last user's notifications.
 */
export async function forgetBrowserPush(http: HttpClient): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    await http('DELETE', 'push-subscription', { body: { endpoint: subscription.endpoint } });
  } finally {
    await subscription.unsubscribe();
  }
}
