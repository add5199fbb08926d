/**
 * The server under load, in its own process so that its memory can be measured apart from the
 * clients'. Started by `load.ts`; answers `memory` and `stop` requests over IPC.
 */
import Fastify from 'fastify';
import { realtimePlugin } from '../../server/realtime/plugin';

export const BENCH_APP = { appId: 'bench', key: 'bench-key', secret: 'bench-secret' } as const;

export type ServerRequest = { type: 'memory' } | { type: 'stop' };
export type ServerReply =
  | { type: 'ready'; port: number }
  | { type: 'memory'; rss: number; heapUsed: number; connections: number };

function reply(message: ServerReply): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  const app = Fastify({ logger: false });
  await app.register(realtimePlugin, { ...BENCH_APP, authenticate: async () => null });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');

  process.on('message', (message: ServerRequest) => {
    if (message.type === 'memory') {
      // Collect twice: the first pass can leave garbage that finalizers release.
      globalThis.gc?.();
      globalThis.gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      reply({ type: 'memory', rss, heapUsed, connections: app.realtime.connections() });
    } else {
      void app.close().then(() => process.exit(0));
    }
  });
  reply({ type: 'ready', port: address.port });
}

if (process.send !== undefined) void main();
