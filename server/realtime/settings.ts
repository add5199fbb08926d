/**
 * Realtime settings from the environment (`.env.example` documents them). Without `PUSHER_HOST`
 * the built-in server on the app's own port answers; with it, the product publishes to and the
 * browser connects to that external Pusher-compatible server (Soketi, Reverb, Pusher) instead.
 * Read once into the app's settings (config/env.ts), so the server, the channel authorisation and
 * the publisher all sign with the one secret.
 */
import { hmacSha256Hex } from './crypto';

type Env = Record<string, string | undefined>;

export type Scheme = 'http' | 'https';

/**
 * `env`: PUSHER_APP_SECRET; `app-key`: derived from APP_KEY; `install-key`: derived from the key
 * generated for this install and kept in DATA_DIR.
 */
export type SecretSource = 'env' | 'app-key' | 'install-key';

/** The app key every server secret derives from (config/env.ts), and where it came from. */
export interface AppKey {
  key: string;
  source: 'env' | 'install';
}

export interface RealtimeSettings {
  appId: string;
  key: string;
  secret: string;
  /** Where the secret came from (logged at start; the secret itself never is). */
  secretSource: SecretSource;
  /** Where the server-side `pusher` client sends events. */
  host: string;
  port: number;
  scheme: Scheme;
  cluster: string;
  /** True when the built-in server is the one in use (no `PUSHER_HOST`). */
  builtIn: boolean;
}

/**
 * What the browser needs for pusher-js / laravel-echo. A null host means "the page's own origin":
 * the built-in server shares the app's host and port, whatever address the browser used to reach
 * it, so the browser takes host, port and TLS from `window.location`.
 */
export interface RealtimeClientSettings {
  key: string;
  cluster: string;
  host: string | null;
  port: number | null;
  scheme: Scheme | null;
  forceTLS: boolean | null;
}

function value(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  return raw === undefined || raw === '' ? undefined : raw;
}

function port(env: Env, name: string): number | undefined {
  const raw = value(env, name);
  if (raw === undefined) return undefined;
  const parsed = Number(raw);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65535) {
    throw new Error(`${name} must be a port number (1-65535)`);
  }
  return parsed;
}

function scheme(env: Env, fallback: Scheme): Scheme {
  const raw = value(env, 'PUSHER_SCHEME');
  if (raw === undefined) return fallback;
  if (raw !== 'http' && raw !== 'https') throw new Error('PUSHER_SCHEME must be http or https');
  return raw;
}

function secret(env: Env, appKey: AppKey): Pick<RealtimeSettings, 'secret' | 'secretSource'> {
  const explicit = value(env, 'PUSHER_APP_SECRET');
  if (explicit !== undefined) return { secret: explicit, secretSource: 'env' };
  if (appKey.key.trim() === '')
    throw new Error('The app key is empty: no realtime secret to derive');
  // Derived, not the app key itself: the realtime secret may be shared with a realtime server
  // operated separately, and it should not unlock anything else the app key signs.
  return {
    secret: hmacSha256Hex(appKey.key, 'academy-realtime-secret'),
    secretSource: appKey.source === 'env' ? 'app-key' : 'install-key',
  };
}

const SOURCE_TEXT: Readonly<Record<SecretSource, string>> = {
  env: 'configured PUSHER_APP_SECRET',
  'app-key': 'derived from APP_KEY',
  'install-key': 'derived from the install key in DATA_DIR',
};

/** The start-up line saying which secret signs realtime; never the secret. */
export function describeSecretSource(settings: Pick<RealtimeSettings, 'secretSource'>): string {
  return `realtime secret: ${SOURCE_TEXT[settings.secretSource]}`;
}

/** An address that accepts connections on every interface is reached on loopback locally. */
function reachable(host: string): string {
  return host === '0.0.0.0' || host === '::' || host === '[::]' ? '127.0.0.1' : host;
}

export function readRealtimeSettings(appKey: AppKey, env: Env = process.env): RealtimeSettings {
  const externalHost = value(env, 'PUSHER_HOST');
  const builtIn = externalHost === undefined;
  const chosenScheme = scheme(env, builtIn ? 'http' : 'https');
  const defaultPort = builtIn ? (port(env, 'PORT') ?? 8080) : chosenScheme === 'https' ? 443 : 80;
  return {
    appId: value(env, 'PUSHER_APP_ID') ?? 'academy',
    key: value(env, 'PUSHER_APP_KEY') ?? 'academy-key',
    ...secret(env, appKey),
    host: externalHost ?? reachable(value(env, 'HOST') ?? '127.0.0.1'),
    port: port(env, 'PUSHER_PORT') ?? defaultPort,
    scheme: chosenScheme,
    cluster: value(env, 'PUSHER_APP_CLUSTER') ?? 'mt1',
    builtIn,
  };
}

export function clientSettings(settings: RealtimeSettings): RealtimeClientSettings {
  if (settings.builtIn) {
    return {
      key: settings.key,
      cluster: settings.cluster,
      host: null,
      port: null,
      scheme: null,
      forceTLS: null,
    };
  }
  return {
    key: settings.key,
    cluster: settings.cluster,
    host: settings.host,
    port: settings.port,
    scheme: settings.scheme,
    forceTLS: settings.scheme === 'https',
  };
}
