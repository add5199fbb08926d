import webPush from 'web-push';
import { describe, expect, it } from 'vitest';
import { verifyVapid } from '../../../../tests/support/push-service';
import { vapidKeysFromSecret } from './vapid';

/** Whether a VAPID token `web-push` signed with the private key verifies with the public key. */
function signatureVerifies(keys: { publicKey: string; privateKey: string }): boolean {
  const { Authorization } = webPush.getVapidHeaders(
    'https://push.example.com',
    'mailto:ops@example.com',
    keys.publicKey,
    keys.privateKey,
    'aes128gcm',
  );
  try {
    return verifyVapid(Authorization).publicKey === keys.publicKey;
  } catch {
    return false;
  }
}

describe('vapidKeysFromSecret', () => {
  it('gives the same pair for the same secret, so every instance and restart agrees', () => {
    expect(vapidKeysFromSecret('app-key-1')).toEqual(vapidKeysFromSecret('app-key-1'));
    expect(vapidKeysFromSecret('app-key-1').publicKey).not.toBe(
      vapidKeysFromSecret('app-key-2').publicKey,
    );
  });

  it('gives a P-256 pair whose halves belong together', () => {
    for (const secret of ['a', 'b', 'a much longer application key of 64 hex characters....']) {
      const keys = vapidKeysFromSecret(secret);
      expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
      expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
      expect(signatureVerifies(keys)).toBe(true);
    }
  });

  it('is not the pair of another secret', () => {
    const mixed = {
      publicKey: vapidKeysFromSecret('one').publicKey,
      privateKey: vapidKeysFromSecret('two').privateKey,
    };
    expect(signatureVerifies(mixed)).toBe(false);
  });
});
