/**
 * Realtime load test: starts the realtime server in a child process on 127.0.0.1, opens N
 * subscribers on one channel, publishes M events through the official `pusher` HTTP client and
 * measures fan-out latency (publish call to receipt, per subscriber) and the server's memory per
 * connection. Prints a table and writes `bench/results/realtime.json`.
 *
 *   npx tsx bench/realtime/load.ts [--clients 500] [--events 100] [--warmup 5]
 *
 * Every loop is bounded and every wait has a deadline, so the run always ends by itself.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import PusherServer from 'pusher';
import { openClient, openClients } from './clients';
import { BENCH_APP, type ServerReply, type ServerRequest } from './server';
import { percentile, table } from './stats';

const here = dirname(fileURLToPath(import.meta.url));
const CHANNEL = 'bench-fanout';
const EVENT = 'tick';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '500' },
    events: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '5' },
  },
});
const clientCount = Number(values.clients);
const eventCount = Number(values.events);
const warmup = Number(values.warmup);
for (const [name, value] of Object.entries({ clientCount, eventCount, warmup })) {
  if (!Number.isInteger(value) || value < 0 || value > 100_000) throw new Error(`bad ${name}`);
}

function request<T extends ServerReply['type']>(
  child: ChildProcess,
  message: ServerRequest | null,
  type: T,
): Promise<Extract<ServerReply, { type: T }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not answer ${type}`)), 15_000);
    const listener = (reply: ServerReply): void => {
      if (reply.type !== type) return;
      clearTimeout(timer);
      child.off('message', listener);
      resolve(reply as Extract<ServerReply, { type: T }>);
    };
    child.on('message', listener);
    if (message !== null) child.send(message);
  });
}

async function main(): Promise<void> {
  const child = fork(join(here, 'server.ts'), [], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  try {
    const { port } = await request(child, null, 'ready');
    const before = await request(child, { type: 'memory' }, 'memory');

    const total = warmup + eventCount;
    const sentAt = new Float64Array(total);
    const received = new Uint32Array(total);
    const latencies = new Float64Array(clientCount * eventCount);
    let samples = 0;
    let wake: (() => void) | undefined;
    const onEvent = (event: string, data: string): void => {
      if (event !== EVENT) return;
      const now = performance.now();
      const index = (JSON.parse(data) as { i: number }).i;
      received[index] = (received[index] ?? 0) + 1;
      if (index >= warmup) latencies[samples++] = now - (sentAt[index] ?? now);
      if (received[index] === clientCount) wake?.();
    };
    const url = `ws://127.0.0.1:${port}/app/${BENCH_APP.key}?protocol=7&client=bench`;
    const openStarted = performance.now();
    const clients = await openClients(clientCount, 50, () => openClient(url, CHANNEL, onEvent));
    const openMs = performance.now() - openStarted;
    const after = await request(child, { type: 'memory' }, 'memory');

    const publisher = new PusherServer({
      ...BENCH_APP,
      host: '127.0.0.1',
      port: String(port),
      useTLS: false,
    });
    let missed = 0;
    for (let i = 0; i < total; i++) {
      const all = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 10_000);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      sentAt[i] = performance.now();
      await publisher.trigger(CHANNEL, EVENT, { i });
      await all;
      missed += clientCount - (received[i] ?? 0);
    }

    for (const client of clients) client.socket.close();
    const sorted = latencies.slice(0, samples).sort();
    const result = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpus().length,
      clients: clientCount,
      events: eventCount,
      warmupEvents: warmup,
      deliveries: samples,
      missedDeliveries: missed,
      connectAndSubscribeMs: round(openMs),
      latencyMs: {
        p50: round(percentile(sorted, 50)),
        p90: round(percentile(sorted, 90)),
        p99: round(percentile(sorted, 99)),
        max: round(sorted[sorted.length - 1] ?? Number.NaN),
      },
      serverMemory: {
        connectionsMeasured: after.connections,
        rssBeforeMb: round(before.rss / 2 ** 20),
        rssAfterMb: round(after.rss / 2 ** 20),
        rssPerConnectionKb: round((after.rss - before.rss) / 1024 / clientCount),
        heapPerConnectionKb: round((after.heapUsed - before.heapUsed) / 1024 / clientCount),
      },
    };
    print(result);
    const out = join(here, '..', 'results', 'realtime.json');
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`\nwritten to ${out}`);
  } finally {
    child.send({ type: 'stop' } satisfies ServerRequest);
    await new Promise((resolve) => {
      const timer = setTimeout(() => {
        child.kill();
        resolve(undefined);
      }, 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(undefined);
      });
    });
  }
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

function print(result: {
  clients: number;
  events: number;
  deliveries: number;
  missedDeliveries: number;
  connectAndSubscribeMs: number;
  latencyMs: Record<string, number>;
  serverMemory: { rssPerConnectionKb: number; heapPerConnectionKb: number; rssAfterMb: number };
}): void {
  console.log(
    table([
      ['clients', String(result.clients)],
      ['events published', String(result.events)],
      ['deliveries measured', String(result.deliveries)],
      ['deliveries missed', String(result.missedDeliveries)],
      ['connect + subscribe all', `${result.connectAndSubscribeMs} ms`],
      ['fan-out latency p50', `${result.latencyMs.p50} ms`],
      ['fan-out latency p90', `${result.latencyMs.p90} ms`],
      ['fan-out latency p99', `${result.latencyMs.p99} ms`],
      ['fan-out latency max', `${result.latencyMs.max} ms`],
      ['server RSS per connection', `${result.serverMemory.rssPerConnectionKb} KB`],
      ['server heap per connection', `${result.serverMemory.heapPerConnectionKb} KB`],
      ['server RSS with all connected', `${result.serverMemory.rssAfterMb} MB`],
    ]),
  );
}

await main();
