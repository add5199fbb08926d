import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readSettings } from './env';
import { INSTALL_KEY_FILE } from './install-key';

/** Values once written in code as secrets or keys: none may ever sign anything. */
const CONSTANTS = ['academy-dev-realtime-secret', '', 'secret', 'academy-key', 'academy'];

const folders: string[] = [];
const newDataDir = () => {
  const folder = mkdtempSync(join(tmpdir(), 'academy-app-key-'));
  folders.push(folder);
  return folder;
};

beforeEach(() => {
  vi.stubEnv('APP_KEY', '');
  vi.stubEnv('PUSHER_APP_SECRET', '');
  vi.stubEnv('VAPID_PUBLIC_KEY', '');
  vi.stubEnv('VAPID_PRIVATE_KEY', '');
  vi.stubEnv('NODE_ENV', 'development');
});
afterEach(() => {
  vi.unstubAllEnvs();
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the app key and the secrets derived from it', () => {
  it('differ between two installs without APP_KEY, each with its own DATA_DIR', () => {
    const one = readSettings({ dataDir: newDataDir() });
    const two = readSettings({ dataDir: newDataDir() });
    expect(one.appKeySource).toBe('install');
    expect(one.realtime.secretSource).toBe('install-key');
    expect(one.appKey).toMatch(/^[0-9a-f]{64}$/);
    expect(two.appKey).not.toBe(one.appKey);
    expect(two.realtime.secret).not.toBe(one.realtime.secret);
    expect(two.webPush.vapid.privateKey).not.toBe(one.webPush.vapid.privateKey);
  });

  it('stay the same when the same install starts again', () => {
    const dataDir = newDataDir();
    const first = readSettings({ dataDir });
    const again = readSettings({ dataDir });
    expect(again.appKey).toBe(first.appKey);
    expect(again.realtime.secret).toBe(first.realtime.secret);
    expect(again.webPush.vapid).toEqual(first.webPush.vapid);
  });

  it('keep the generated key readable by the server user only', () => {
    const dataDir = newDataDir();
    readSettings({ dataDir });
    expect(statSync(join(dataDir, INSTALL_KEY_FILE)).mode & 0o077).toBe(0);
  });

  it('never come out as a value written in code', () => {
    const settings = readSettings({ dataDir: newDataDir() });
    for (const constant of CONSTANTS) {
      expect(settings.realtime.secret).not.toBe(constant);
      expect(settings.appKey).not.toBe(constant);
    }
  });

  it('follow APP_KEY when set, in development and in production alike', () => {
    vi.stubEnv('APP_KEY', 'b'.repeat(64));
    const dataDir = newDataDir();
    const development = readSettings({ dataDir });
    vi.stubEnv('NODE_ENV', 'production');
    const production = readSettings({ dataDir });
    expect(development.appKeySource).toBe('env');
    expect(development.realtime.secretSource).toBe('app-key');
    expect(production.realtime.secret).toBe(development.realtime.secret);
  });

  it('refuse a damaged key file instead of signing with what it holds', () => {
    const dataDir = newDataDir();
    writeFileSync(join(dataDir, INSTALL_KEY_FILE), 'secret\n');
    expect(() => readSettings({ dataDir })).toThrow(/64 hex digits/);
  });
});
