/**
 * Authentication of Pusher HTTP API calls, as Pusher checks it: `auth_key` names the app,
 * `auth_timestamp` is within 600 s of the server's clock, `auth_version` is 1.0, `body_md5` is the
 * MD5 of the body, and `auth_signature` is HMAC-SHA256 of "METHOD\npath\nquery", where query is
 * every other parameter, keys lower-cased and sorted, joined unescaped as `k=v` with `&`.
 */
import { hmacSha256Hex, md5Hex, safeEqual } from './crypto';

export const TIMESTAMP_GRACE_SECONDS = 600;

export interface SignedRequest {
  method: string;
  /** The path as sent, without the query string. */
  path: string;
  query: URLSearchParams;
  body: string;
}

export type Verdict = { ok: true } | { ok: false; message: string };

/** The canonical string the client signed. */
export function apiStringToSign(method: string, path: string, query: URLSearchParams): string {
  const params = new Map<string, string>();
  for (const key of new Set(query.keys())) {
    if (key === 'auth_signature') continue;
    params.set(key.toLowerCase(), query.getAll(key).join(','));
  }
  const sorted = [...params.keys()].sort().map((key) => `${key}=${params.get(key) ?? ''}`);
  return [method.toUpperCase(), path, sorted.join('&')].join('\n');
}

function refuse(message: string): Verdict {
  return { ok: false, message };
}

export function verifyApiRequest(
  app: { key: string; secret: string },
  request: SignedRequest,
  nowSeconds: number,
): Verdict {
  const { query } = request;
  const key = query.get('auth_key');
  if (key === null) return refuse('Missing auth_key');
  if (!safeEqual(key, app.key)) return refuse('Unknown auth_key');
  if (query.get('auth_version') !== '1.0') return refuse('Unsupported auth_version; use 1.0');
  const timestamp = query.get('auth_timestamp') ?? '';
  if (!/^\d+$/.test(timestamp)) return refuse('Missing or invalid auth_timestamp');
  if (Math.abs(nowSeconds - Number(timestamp)) > TIMESTAMP_GRACE_SECONDS) {
    return refuse(
      `Timestamp expired: Given timestamp (${timestamp}) not within ` +
        `${TIMESTAMP_GRACE_SECONDS}s of server time (${nowSeconds})`,
    );
  }
  if (request.body !== '' && !safeEqual(query.get('body_md5') ?? '', md5Hex(request.body))) {
    return refuse('Invalid body_md5');
  }
  const signature = query.get('auth_signature');
  if (signature === null) return refuse('Missing auth_signature');
  const expected = hmacSha256Hex(app.secret, apiStringToSign(request.method, request.path, query));
  return safeEqual(signature, expected) ? { ok: true } : refuse('Invalid signature');
}
