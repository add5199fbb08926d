/**
 * VAPID keys (RFC 8292): a P-256 key pair whose public half browsers bind a subscription to. The
 * default pair is derived from a secret (the app key) rather than generated, so that it is stable
 * across restarts and the same on every API instance without shared state; derived keys are
 * domain-separated from the secret, so they unlock nothing else it signs.
 */
import { createECDH, createHmac } from 'node:crypto';

export interface VapidKeys {
  /** Uncompressed point, base64url (what `applicationServerKey` takes). */
  publicKey: string;
  /** The 32-byte scalar, base64url. */
  privateKey: string;
}

/** The order of P-256's group: a private key is a scalar in [1, n - 1]. */
const P256_ORDER = BigInt('0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551');

export function vapidKeysFromSecret(secret: string): VapidKeys {
  // A 32-byte HMAC output is at or above n with probability about 2^-32; counting on in that
  // case keeps the derivation total.
  for (let counter = 0; ; counter += 1) {
    const scalar = createHmac('sha256', secret).update(`academy-vapid:${counter}`).digest();
    const value = BigInt(`0x${scalar.toString('hex')}`);
    if (value === 0n || value >= P256_ORDER) continue;
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(scalar);
    return {
      publicKey: ecdh.getPublicKey().toString('base64url'),
      privateKey: scalar.toString('base64url'),
    };
  }
}
