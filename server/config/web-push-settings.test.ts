import { afterEach, describe, expect, it, vi } from 'vitest';
import { vapidKeysFromSecret } from '../domain/notifications/web-push/vapid';
import { DEFAULT_PUSH_HOSTS, readWebPushSettings } from './web-push-settings';

const MAIL_FROM = 'Academy Admin <no-reply@academy.test>';

afterEach(() => vi.unstubAllEnvs());

describe('readWebPushSettings', () => {
  it('works with nothing set: keys from the app key, the mail sender as subject', () => {
    for (const name of [
      'VAPID_PUBLIC_KEY',
      'VAPID_PRIVATE_KEY',
      'VAPID_SUBJECT',
      'WEB_PUSH',
      'WEB_PUSH_ALLOWED_HOSTS',
      'WEB_PUSH_TTL',
      'WEB_PUSH_CA_FILE',
    ])
      vi.stubEnv(name, '');
    const settings = readWebPushSettings('app-key', MAIL_FROM);
    expect(settings).toEqual({
      enabled: true,
      vapid: vapidKeysFromSecret('app-key'),
      subject: 'mailto:no-reply@academy.test',
      allowedHosts: DEFAULT_PUSH_HOSTS,
      ttlSeconds: 86_400,
      ca: undefined,
    });
  });

  it('takes keys, subject, hosts and TTL from the environment', () => {
    vi.stubEnv('VAPID_PUBLIC_KEY', 'public');
    vi.stubEnv('VAPID_PRIVATE_KEY', 'private');
    vi.stubEnv('VAPID_SUBJECT', 'https://academy.example');
    vi.stubEnv('WEB_PUSH_ALLOWED_HOSTS', ' push.example.net, *.Relay.Example ');
    vi.stubEnv('WEB_PUSH_TTL', '600');
    vi.stubEnv('WEB_PUSH', 'off');
    expect(readWebPushSettings('app-key', MAIL_FROM)).toMatchObject({
      enabled: false,
      vapid: { publicKey: 'public', privateKey: 'private' },
      subject: 'https://academy.example',
      allowedHosts: ['push.example.net', '*.relay.example'],
      ttlSeconds: 600,
    });
  });

  it('refuses settings that cannot work, naming them', () => {
    vi.stubEnv('VAPID_PUBLIC_KEY', 'public');
    expect(() => readWebPushSettings('k', MAIL_FROM)).toThrow(/VAPID_PRIVATE_KEY/);
    vi.stubEnv('VAPID_PUBLIC_KEY', '');
    vi.stubEnv('VAPID_SUBJECT', 'http://academy.example');
    expect(() => readWebPushSettings('k', MAIL_FROM)).toThrow(/VAPID_SUBJECT/);
    vi.stubEnv('VAPID_SUBJECT', '');
    vi.stubEnv('WEB_PUSH_TTL', '-1');
    expect(() => readWebPushSettings('k', MAIL_FROM)).toThrow(/WEB_PUSH_TTL/);
  });
});
