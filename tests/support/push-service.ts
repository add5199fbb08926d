/**
 * A local push service for the Web Push tests: an HTTPS server (a certificate made here with
 * openssl, trusted only by the app under test) that takes what `web-push` posts, and browsers
 * whose subscriptions point at it. A browser decrypts what it was sent with its own keys (with
 * http_ece, the reference implementation of RFC 8291) and checks the VAPID signature (RFC 8292),
 * so a test reads exactly what a real browser would show. Tests set the status it answers.
 */
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decrypt } from 'http_ece';

export interface ReceivedPush {
  /** The browser it was for. */
  browser: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  /** What the service answered: only a 2xx took the message. */
  status: number;
}

export interface PushBrowser {
  id: string;
  /** What `PushSubscription.toJSON()` gives, as the app posts it. */
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The messages the service took (answered 2xx) for this browser, decrypted. */
  messages(): Record<string, unknown>[];
}

export interface LocalPushService {
  url: string;
  /** The certificate the app under test must trust (settings.webPush.ca). */
  ca: string;
  received: ReceivedPush[];
  /** The status each browser's next pushes get; absent: 201. */
  answers: Map<string, number>;
  browser(id: string): PushBrowser;
  /** The VAPID claims of a push, after checking its signature against key `k`. */
  vapidOf(push: ReceivedPush): { publicKey: string; claims: Record<string, unknown> };
  close(): Promise<void>;
}

function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'academy-push-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:P-256',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A P-256 public key (uncompressed point, base64url) as a KeyObject, for checking signatures. */
function p256PublicKey(point: string) {
  const raw = Buffer.from(point, 'base64url');
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
}

/**
 * Reads a VAPID `Authorization` header (`vapid t=<JWT>, k=<public key>`, RFC 8292) as a push
 * service does: the token's ES256 signature must verify against `k`. Answers `k` and the claims.
 */
export function verifyVapid(header: string): {
  publicKey: string;
  claims: Record<string, unknown>;
} {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(header);
  if (!match) throw new Error(`Not a VAPID authorization: ${header}`);
  const [token, publicKey] = [match[1]!, match[2]!];
  const [head, payload, signature] = token.split('.') as [string, string, string];
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key: p256PublicKey(publicKey), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('The VAPID signature does not verify');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  return { publicKey, claims };
}

export async function startPushService(): Promise<LocalPushService> {
  const { key, cert } = selfSignedCertificate();
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number>();
  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const browser = (request.url ?? '').replace(/^\/push\//, '');
      const status = answers.get(browser) ?? 201;
      received.push({ browser, headers: request.headers, body: Buffer.concat(chunks), status });
      response.writeHead(status, { 'content-type': 'text/plain' });
      response.end(status < 300 ? '' : `status ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    ca: cert,
    received,
    answers,
    browser(id) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      return {
        id,
        subscription: {
          endpoint: `${url}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
        },
        messages: () =>
          received
            .filter((push) => push.browser === id && push.status < 300)
            .map((push) => {
              const text = decrypt(push.body, {
                version: 'aes128gcm',
                privateKey: ecdh,
                authSecret: auth,
              });
              return JSON.parse(text.toString('utf8')) as Record<string, unknown>;
            }),
      };
    },
    vapidOf: (push) => verifyVapid(String(push.headers.authorization ?? '')),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
