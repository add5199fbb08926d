/**
 * What a browser's push subscription must be before it is stored (the JSON of
 * `PushSubscription.toJSON()`): an https endpoint on an allowed push service, and the two keys
 * payload encryption needs (RFC 8291): a P-256 public key and a 16-byte authentication secret.
 * Errors are keyed like the body's fields (`endpoint`, `keys.p256dh`, `keys.auth`).
 */
import { z } from 'zod';
import type { Translator } from '../../../i18n/translate';
import { ValidationError, type FieldErrors } from '../../../resources/errors';

export interface PushSubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
}

const ENDPOINT_MAX = 2000;
const base64url = /^[A-Za-z0-9_-]+=*$/;

/** Base64url text that decodes to exactly `bytes` bytes (the first being `first`, if given). */
const keyOf = (tr: Translator, name: string, bytes: number, first?: number) =>
  z.string({ error: tr.t('push.keyRequired', { name }) }).refine(
    (value) => {
      if (!base64url.test(value)) return false;
      const decoded = Buffer.from(value, 'base64url');
      return decoded.length === bytes && (first === undefined || decoded[0] === first);
    },
    tr.t('push.keyInvalid', { name }),
  );

const schemaIn = (tr: Translator) =>
  z.object({
    endpoint: z
      .string({ error: tr.t('push.endpointRequired') })
      .max(ENDPOINT_MAX, tr.t('push.endpointTooLong', { max: ENDPOINT_MAX }))
      .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', {
        error: tr.t('push.endpointNotHttps'),
      }),
    keys: z.object(
      // An uncompressed P-256 point is 65 bytes starting with 4.
      { p256dh: keyOf(tr, 'p256dh', 65, 4), auth: keyOf(tr, 'auth', 16) },
      { error: tr.t('push.keysRequired') },
    ),
  });

/** `*.example.com` allows the subdomains of example.com; anything else is one exact host. */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const name = host.toLowerCase();
  return allowed.some((rule) =>
    rule.startsWith('*.') ? name.endsWith(rule.slice(1)) : name === rule,
  );
}

export function parsePushSubscription(
  body: unknown,
  allowedHosts: readonly string[],
  tr: Translator,
): PushSubscriptionInput {
  const result = schemaIn(tr).safeParse(body);
  if (!result.success) {
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const key = issue.path.length > 0 ? issue.path.join('.') : 'endpoint';
      (errors[key] ??= []).push(issue.message);
    }
    throw new ValidationError(errors);
  }
  const { endpoint, keys } = result.data;
  if (!hostAllowed(new URL(endpoint).hostname, allowedHosts))
    throw ValidationError.field('endpoint', tr.t('push.unknownService'));
  return { endpoint, p256dh: keys.p256dh, auth: keys.auth };
}
