import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../../i18n/translate';
import { ValidationError } from '../../../resources/errors';
import { DEFAULT_PUSH_HOSTS } from '../../../config/web-push-settings';
import { hostAllowed, parsePushSubscription } from './subscription-rules';

const ecdh = createECDH('prime256v1');
ecdh.generateKeys();
const keys = {
  p256dh: ecdh.getPublicKey().toString('base64url'),
  auth: randomBytes(16).toString('base64url'),
};

function errorsOf(body: unknown, hosts = DEFAULT_PUSH_HOSTS) {
  try {
    parsePushSubscription(body, hosts, translatorFor('en'));
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
  return null;
}

describe('hostAllowed', () => {
  it('matches exact hosts, and subdomains only for a *. rule', () => {
    expect(hostAllowed('fcm.googleapis.com', DEFAULT_PUSH_HOSTS)).toBe(true);
    expect(hostAllowed('FCM.googleapis.com', DEFAULT_PUSH_HOSTS)).toBe(true);
    expect(hostAllowed('wns2-bl2p.notify.windows.com', DEFAULT_PUSH_HOSTS)).toBe(true);
    expect(hostAllowed('web.push.apple.com', DEFAULT_PUSH_HOSTS)).toBe(true);
    expect(hostAllowed('notify.windows.com', DEFAULT_PUSH_HOSTS)).toBe(false);
    expect(hostAllowed('evil-fcm.googleapis.com.attacker.net', DEFAULT_PUSH_HOSTS)).toBe(false);
    expect(hostAllowed('attackerpush.apple.com', DEFAULT_PUSH_HOSTS)).toBe(false);
    expect(hostAllowed('127.0.0.1', DEFAULT_PUSH_HOSTS)).toBe(false);
  });
});

describe('parsePushSubscription', () => {
  it("takes a browser's subscription JSON", () => {
    const endpoint = 'https://fcm.googleapis.com/fcm/send/abc:APA91b';
    expect(
      parsePushSubscription(
        { endpoint, expirationTime: null, keys },
        DEFAULT_PUSH_HOSTS,
        translatorFor('en'),
      ),
    ).toEqual({ endpoint, ...keys });
  });

  it('refuses endpoints the server must not call', () => {
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://169.254.169.254/latest/meta-data',
      'https://localhost:8080/api/users',
      'javascript:alert(1)',
      'not a url',
    ])
      expect(errorsOf({ endpoint, keys }), endpoint).toHaveProperty('endpoint');
  });

  it('refuses keys that cannot encrypt a payload', () => {
    const endpoint = 'https://updates.push.services.mozilla.com/wpush/v2/x';
    const compressed = Buffer.from(keys.p256dh, 'base64url');
    compressed[0] = 2;
    expect(
      errorsOf({ endpoint, keys: { ...keys, p256dh: compressed.toString('base64url') } }),
    ).toEqual({
      'keys.p256dh': ['The p256dh key is not a valid key of the push subscription.'],
    });
    expect(
      errorsOf({ endpoint, keys: { ...keys, auth: randomBytes(8).toString('base64url') } }),
    ).toEqual({
      'keys.auth': ['The auth key is not a valid key of the push subscription.'],
    });
    expect(errorsOf({ endpoint, keys: {} })).toEqual({
      'keys.p256dh': ['The p256dh key is required.'],
      'keys.auth': ['The auth key is required.'],
    });
  });
});
