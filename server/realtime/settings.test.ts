import { describe, expect, it } from 'vitest';
import { hmacSha256Hex } from './crypto';
import { clientSettings, describeSecretSource, readRealtimeSettings } from './settings';

const INSTALL = { key: 'a'.repeat(64), source: 'install' } as const;
const APP_KEY = (key: string) => ({ key, source: 'env' }) as const;

describe('realtime settings', () => {
  it('defaults to the built-in server on the app host and port, secret from the install key', () => {
    const settings = readRealtimeSettings(INSTALL, {});
    expect(settings).toEqual({
      appId: 'academy',
      key: 'academy-key',
      secret: hmacSha256Hex(INSTALL.key, 'academy-realtime-secret'),
      secretSource: 'install-key',
      host: '127.0.0.1',
      port: 8080,
      scheme: 'http',
      cluster: 'mt1',
      builtIn: true,
    });
    expect(clientSettings(settings)).toEqual({
      key: 'academy-key',
      cluster: 'mt1',
      host: null,
      port: null,
      scheme: null,
      forceTLS: null,
    });
  });

  it('follows HOST and PORT, reaching an all-interfaces host over loopback', () => {
    const settings = readRealtimeSettings(INSTALL, {
      HOST: '0.0.0.0',
      PORT: '3000',
      PUSHER_APP_KEY: '',
    });
    expect(settings).toMatchObject({ host: '127.0.0.1', port: 3000, key: 'academy-key' });
  });

  it('derives the secret from APP_KEY, and prefers PUSHER_APP_SECRET', () => {
    const derived = readRealtimeSettings(APP_KEY('k1'), {});
    expect(derived.secretSource).toBe('app-key');
    expect(derived.secret).toBe(hmacSha256Hex('k1', 'academy-realtime-secret'));
    expect(derived.secret).not.toContain('k1');
    expect(readRealtimeSettings(APP_KEY('k2'), {}).secret).not.toBe(derived.secret);
    expect(readRealtimeSettings(APP_KEY('k1'), { PUSHER_APP_SECRET: 's' })).toMatchObject({
      secret: 's',
      secretSource: 'env',
    });
  });

  it('points server and browser at an external server when PUSHER_HOST is set', () => {
    const soketi = readRealtimeSettings(INSTALL, {
      PUSHER_HOST: 'soketi.example.com',
      PUSHER_PORT: '6001',
      PUSHER_SCHEME: 'http',
      PUSHER_APP_ID: 'app',
      PUSHER_APP_KEY: 'key',
      PUSHER_APP_SECRET: 'secret',
      PUSHER_APP_CLUSTER: 'eu',
    });
    expect(soketi).toMatchObject({ host: 'soketi.example.com', port: 6001, builtIn: false });
    expect(clientSettings(soketi)).toEqual({
      key: 'key',
      cluster: 'eu',
      host: 'soketi.example.com',
      port: 6001,
      scheme: 'http',
      forceTLS: false,
    });
    const tls = readRealtimeSettings(INSTALL, { PUSHER_HOST: 'ws.example.com' });
    expect(tls).toMatchObject({ scheme: 'https', port: 443 });
    expect(clientSettings(tls).forceTLS).toBe(true);
  });

  it('refuses settings that cannot work', () => {
    expect(() => readRealtimeSettings(INSTALL, { PUSHER_PORT: '70000' })).toThrow(/PUSHER_PORT/);
    expect(() => readRealtimeSettings(INSTALL, { PUSHER_SCHEME: 'ws' })).toThrow(/PUSHER_SCHEME/);
  });

  it('refuses to derive a secret from an empty app key', () => {
    expect(() => readRealtimeSettings({ key: ' ', source: 'env' }, {})).toThrow(/empty/);
  });

  it('says where the secret came from without saying the secret', () => {
    const lines = [
      readRealtimeSettings(APP_KEY('k1'), { PUSHER_APP_SECRET: 'hush' }),
      readRealtimeSettings(APP_KEY('k1'), {}),
      readRealtimeSettings(INSTALL, {}),
    ].map((settings) => ({ line: describeSecretSource(settings), secret: settings.secret }));
    expect(lines.map(({ line }) => line)).toEqual([
      'realtime secret: configured PUSHER_APP_SECRET',
      'realtime secret: derived from APP_KEY',
      'realtime secret: derived from the install key in DATA_DIR',
    ]);
    for (const { line, secret } of lines) expect(line).not.toContain(secret);
  });
});
