/**
 * Where the browser's realtime connection goes: `GET /api/broadcasting/config` (server/realtime
 * README). A null host, port or forceTLS means "the page's own origin" (the built-in server);
 * set values point at an external Pusher-compatible server.
 */
import type Pusher from 'pusher-js';

export interface RealtimeConfig {
  key: string;
  cluster: string;
  host: string | null;
  port: number | null;
  forceTLS: boolean | null;
}

/** The `data` of the config answer, or null when it is unusable (no key). */
export function parseRealtimeConfig(body: unknown): RealtimeConfig | null {
  const data = (body as { data?: Record<string, unknown> } | null)?.data;
  if (!data || typeof data.key !== 'string' || data.key === '') return null;
  const port = Number(data.port);
  return {
    key: data.key,
    cluster: typeof data.cluster === 'string' ? data.cluster : 'mt1',
    host: typeof data.host === 'string' && data.host !== '' ? data.host : null,
    port: data.port !== null && Number.isInteger(port) && port > 0 ? port : null,
    forceTLS: typeof data.forceTLS === 'boolean' ? data.forceTLS : null,
  };
}

export interface PageLocation {
  protocol: string;
  hostname: string;
  port: string;
}

/** Options for laravel-echo's pusher broadcaster, signed in with the bearer token. */
export function echoOptions(
  config: RealtimeConfig,
  token: string,
  authEndpoint: string,
  page: PageLocation,
  PusherClient: typeof Pusher,
) {
  const secure = config.forceTLS ?? page.protocol === 'https:';
  const pagePort = Number(page.port) || (page.protocol === 'https:' ? 443 : 80);
  const port = config.port ?? pagePort;
  return {
    broadcaster: 'pusher' as const,
    Pusher: PusherClient,
    key: config.key,
    cluster: config.cluster,
    wsHost: config.host ?? page.hostname,
    wsPort: port,
    wssPort: port,
    forceTLS: secure,
    enabledTransports: secure ? ['wss' as const] : ['ws' as const],
    disableStats: true,
    authEndpoint,
    auth: { headers: { Authorization: `Bearer ${token}` } },
    // Our events are published under their plain names ('MessageEvent'), not App\Events\….
    namespace: false as const,
    // Echo would otherwise hook axios/jQuery/Vue if they were on the page.
    withoutInterceptors: true,
  };
}
