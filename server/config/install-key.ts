/**
 * The install's own key when `APP_KEY` is not set: 32 random bytes, generated on first start and
 * kept in `DATA_DIR/app-key` (readable by the server's user only), so every restart of the same
 * install signs alike and no two installs share a key. Never a value written in code: a key anyone
 * can read in the source signs nothing.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const INSTALL_KEY_FILE = 'app-key';

const KEY_PATTERN = /^[0-9a-f]{64}$/;

function readKey(file: string): string {
  const key = readFileSync(file, 'utf8').trim();
  if (!KEY_PATTERN.test(key)) {
    throw new Error(`${file} must hold 64 hex digits; delete it to have a new key generated`);
  }
  return key;
}

export function installKey(dataDir: string): string {
  const file = join(dataDir, INSTALL_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${key}\n`, { mode: 0o600 });
  try {
    // A link appears whole or not at all: when two processes start together, one key wins and
    // the other process reads it, never a half-written file.
    linkSync(draft, file);
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readKey(file);
  } finally {
    rmSync(draft, { force: true });
  }
}
