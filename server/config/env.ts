/**
 * Settings from the environment, read once, with safe defaults for local use. `.env.example`
 * documents each one; a `.env` file in the working directory is loaded when present.
 */
import { existsSync } from 'node:fs';
import { APP_LOCALES, type AppLocale } from '../../schema/preferences';
import { resolve } from 'node:path';
import { readRealtimeSettings, type RealtimeSettings } from '../realtime/settings';
import { installKey } from './install-key';
import { readNotificationSettings, type NotificationSettings } from './notification-settings';
import { readOnlinePaymentSettings, type OnlinePaymentSettings } from './online-payment-settings';
import { readPostgresSettings, type PostgresSettings } from './postgres-settings';
import { readSqliteSettings, type SqliteSettings } from './sqlite-settings';
import { readStorageSettings, type StorageSettings } from './storage-settings';
import { readWebPushSettings, type WebPushSettings } from './web-push-settings';

if (existsSync('.env') && process.env.NODE_ENV !== 'test') process.loadEnvFile('.env');

export interface Settings {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  appUrl: string;
  /**
   * The language the server writes the centre's own records in, where it words one itself (a
   * tutoring request fee's income title): `CENTRE_LANGUAGE`, English by default.
   */
  centreLanguage: AppLocale;
  /** Signs and derives every server secret (realtime, VAPID): `APP_KEY`, else the install key. */
  appKey: string;
  /** Where the app key came from: `APP_KEY`, or generated and kept in `DATA_DIR/app-key`. */
  appKeySource: AppKeySource;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The embedded database's reader threads and statement timeout (sqlite-settings.ts). */
  sqlite: SqliteSettings;
  /** The PostgreSQL pool's prepared statements (postgres-settings.ts). */
  postgres: PostgresSettings;
  /** Where uploaded files are kept: DATA_DIR/uploads, or an S3 bucket (storage-settings.ts). */
  storage: StorageSettings;
  tokenTtlDays: number;
  /**
   * Fastify's `trustProxy`: which proxies' X-Forwarded-For to believe for the client's address
   * (per-IP rate limits). Off by default: trusting a header nobody strips lets anyone pick the
   * address they are limited under.
   */
  trustProxy: boolean | number | string[];
  /** The first administrator, created at start when no active admin exists (production). */
  firstAdmin: { email: string; password: string } | undefined;
  login: { maxPerAccount: number; maxPerIp: number; windowMinutes: number };
  mail: {
    from: string;
    smtp:
      { host: string; port: number; secure: boolean; user: string; password: string } | undefined;
  };
  /** The campaign queue and its SMS driver (notification-settings.ts). */
  notifications: NotificationSettings;
  /** Notifications to browsers through their push services (web-push-settings.ts). */
  webPush: WebPushSettings;
  /** The realtime server, its app credentials and where events are published (realtime/). */
  realtime: RealtimeSettings;
  /** Learners paying orders online, through Stripe (online-payment-settings.ts). */
  onlinePayment: OnlinePaymentSettings;
  /**
   * Matches a search counts at most: past it the list answers this total, flagged as a lower
   * bound, instead of counting every match of a common word.
   */
  searchCountLimit: number;
  /**
   * Rows a list page may lie from the start or the end of its list: deeper pages are refused
   * (operations/page-plan.ts), so no page walks more rows than this.
   */
  listDepthLimit: number;
  /**
   * Seconds a list keeps a total per query (count-cache.ts); 0 counts on every request, as a
   * table written all the time effectively does.
   */
  listCountSeconds: number;
}

export type AppKeySource = 'env' | 'install';

/** TRUST_PROXY: `true`, a number of hops, or addresses/CIDR ranges separated by commas. */
export function parseTrustProxy(raw: string | undefined): boolean | number | string[] {
  const value = (raw ?? '').trim();
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

function int(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
}

function centreLanguage(): AppLocale {
  const raw = process.env.CENTRE_LANGUAGE || 'en';
  if (!(APP_LOCALES as readonly string[]).includes(raw))
    throw new Error(`CENTRE_LANGUAGE must be one of ${APP_LOCALES.join(', ')}`);
  return raw as AppLocale;
}

export function readSettings(overrides: Partial<Settings> = {}): Settings {
  const env = (process.env.NODE_ENV ?? 'development') as Settings['env'];
  const host = process.env.HOST || '127.0.0.1';
  const port = int('PORT', 8080);
  const dataDir = overrides.dataDir ?? resolve(process.env.DATA_DIR || './data');
  if (env === 'production' && !process.env.APP_KEY) {
    throw new Error('APP_KEY must be set in production (openssl rand -hex 32)');
  }
  // Without APP_KEY a local install still gets a key of its own, never one written in code.
  const appKeySource: AppKeySource = process.env.APP_KEY ? 'env' : 'install';
  const appKey = process.env.APP_KEY || installKey(dataDir);
  const smtpHost = process.env.SMTP_HOST;
  const mailFrom = process.env.MAIL_FROM || 'Academy Admin <no-reply@academy.test>';
  return {
    env,
    host,
    port,
    appUrl: (process.env.APP_URL || `http://${host}:${port}`).replace(/\/$/, ''),
    centreLanguage: centreLanguage(),
    appKey,
    appKeySource,
    dataDir,
    databaseUrl: process.env.DATABASE_URL || undefined,
    sqlite: readSqliteSettings(),
    postgres: readPostgresSettings(),
    storage: readStorageSettings(),
    tokenTtlDays: int('TOKEN_TTL_DAYS', 30),
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    firstAdmin:
      process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD
        ? { email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }
        : undefined,
    login: {
      maxPerAccount: int('LOGIN_MAX_ATTEMPTS_PER_ACCOUNT', 5),
      maxPerIp: int('LOGIN_MAX_ATTEMPTS_PER_IP', 20),
      windowMinutes: int('LOGIN_THROTTLE_MINUTES', 15),
    },
    mail: {
      from: mailFrom,
      smtp: smtpHost
        ? {
            host: smtpHost,
            port: int('SMTP_PORT', 587),
            secure: process.env.SMTP_SECURE === 'true',
            user: process.env.SMTP_USER ?? '',
            password: process.env.SMTP_PASSWORD ?? '',
          }
        : undefined,
    },
    notifications: readNotificationSettings(),
    webPush: readWebPushSettings(appKey, mailFrom),
    realtime: readRealtimeSettings({ key: appKey, source: appKeySource }),
    onlinePayment: readOnlinePaymentSettings(),
    searchCountLimit: Math.max(1, int('SEARCH_COUNT_LIMIT', 10_000)),
    listDepthLimit: Math.max(1, int('LIST_DEPTH_LIMIT', 10_000)),
    listCountSeconds: Math.max(0, int('LIST_COUNT_SECONDS', 5)),
    ...overrides,
  };
}
