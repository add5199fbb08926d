import Pusher from 'pusher-js';
import { describe, expect, it } from 'vitest';
import { echoOptions, parseRealtimeConfig } from './settings';

const builtIn = {
  key: 'academy-key',
  cluster: 'mt1',
  host: null,
  port: null,
  scheme: null,
  forceTLS: null,
};

describe('realtime settings', () => {
  it('uses the page origin for the built-in server, TLS as the page has it', () => {
    const config = parseRealtimeConfig({ data: builtIn })!;
    const secure = echoOptions(
      config,
      't',
      '/api/broadcasting/auth',
      {
        protocol: 'https:',
        hostname: 'academy.example',
        port: '',
      },
      Pusher,
    );
    expect(secure).toMatchObject({
      wsHost: 'academy.example',
      wsPort: 443,
      wssPort: 443,
      forceTLS: true,
      enabledTransports: ['wss'],
      auth: { headers: { Authorization: 'Bearer t' } },
      namespace: false,
    });
    const plain = echoOptions(
      config,
      't',
      '/api/broadcasting/auth',
      {
        protocol: 'http:',
        hostname: '127.0.0.1',
        port: '8080',
      },
      Pusher,
    );
    expect(plain).toMatchObject({ wsHost: '127.0.0.1', wsPort: 8080, forceTLS: false });
  });

  it('points at an external Pusher-compatible server when the API names one', () => {
    const config = parseRealtimeConfig({
      data: {
        key: 'k',
        cluster: 'eu',
        host: 'ws.example',
        port: 6001,
        scheme: 'https',
        forceTLS: true,
      },
    })!;
    const options = echoOptions(
      config,
      't',
      '/auth',
      { protocol: 'http:', hostname: 'x', port: '80' },
      Pusher,
    );
    expect(options).toMatchObject({
      wsHost: 'ws.example',
      wsPort: 6001,
      forceTLS: true,
      cluster: 'eu',
    });
  });

  it('refuses a config without a key', () => {
    expect(parseRealtimeConfig({ data: { ...builtIn, key: '' } })).toBeNull();
    expect(parseRealtimeConfig(null)).toBeNull();
  });
});
