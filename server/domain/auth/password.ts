import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes), as OWASP recommends. */
export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, { type: argon2.argon2id });
}

export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

/**
 * A fixed hash to verify against when the account does not exist, so a sign-in for an unknown
 * e-mail costs the same time as one for a known e-mail (no account probing by timing).
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  return decoyHash;
}
