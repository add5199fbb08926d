/**
 * Web Push settings, read from the environment beside the others in env.ts;
 * `.env.example` and the README document each. Web Push is on by default: without VAPID keys in
 * the environment, a key pair is derived from APP_KEY (vapid.ts), so every API instance of one
 * install signs with the same keys and browsers' subscriptions survive restarts.
 */
import { readFileSync } from 'node:fs';
import { vapidKeysFromSecret, type VapidKeys } from '../domain/notifications/web-push/vapid';

export interface WebPushSettings {
  enabled: boolean;
  vapid: VapidKeys;
  /** Where the push services may reach the centre: a `mailto:` or `https:` address. */
  subject: string;
  /**
   * Hosts a subscription's endpoint may name (`*.example.com` for a domain's subdomains). The
   * server POSTs to whatever endpoint a browser registered, so without this list any signed-in
   * user could make it call addresses inside the network.
   */
  allowedHosts: string[];
  /** Seconds a push service keeps a message for a browser that is offline. */
  ttlSeconds: number;
  /** Extra certificate authorities (PEM) trusted for push services, e.g. a self-hosted relay. */
  ca: string | undefined;
}

/** The push services of Chrome, Edge, Firefox and Safari. */
export const DEFAULT_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  '*.push.apple.com',
];

const DAY_SECONDS = 24 * 60 * 60;

function list(raw: string | undefined): string[] | undefined {
  const items = (raw ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  return items.length > 0 ? items : undefined;
}

function subjectFrom(raw: string | undefined, mailFrom: string): string {
  if (raw) {
    if (!/^(mailto:|https:\/\/)/.test(raw))
      throw new Error('VAPID_SUBJECT must be a mailto: address or an https: URL');
    return raw;
  }
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

export function readWebPushSettings(appKey: string, mailFrom: string): WebPushSettings {
  const env = process.env;
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (Boolean(publicKey) !== Boolean(privateKey))
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  const ttlRaw = env.WEB_PUSH_TTL;
  const ttlSeconds = ttlRaw ? Number(ttlRaw) : DAY_SECONDS;
  if (!Number.isInteger(ttlSeconds) || ttlSeconds < 0)
    throw new Error('WEB_PUSH_TTL must be a whole number of seconds');
  return {
    enabled: env.WEB_PUSH !== 'off',
    vapid: publicKey && privateKey ? { publicKey, privateKey } : vapidKeysFromSecret(appKey),
    subject: subjectFrom(env.VAPID_SUBJECT, mailFrom),
    allowedHosts: list(env.WEB_PUSH_ALLOWED_HOSTS) ?? DEFAULT_PUSH_HOSTS,
    ttlSeconds,
    ca: env.WEB_PUSH_CA_FILE ? readFileSync(env.WEB_PUSH_CA_FILE, 'utf8') : undefined,
  };
}
