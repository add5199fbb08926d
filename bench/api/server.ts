/**
 * The server process of the API bench: the real app (buildApp over the filled database) and,
 * beside it, a bare Fastify server with one GET route that answers the app's page 1 from memory.
 *
 * Both servers live in this one child process, and the load generator (autocannon) in the parent:
 * autocannon is busy JavaScript too, and on the same event loop it would queue behind the server
 * and inflate every latency. Keeping the two servers together means the baseline runs on the same
 * Node process, event loop, heap and CPU as the app, so the ratio isolates what the app adds
 * (auth, SQL, record mapping) over Fastify answering the same JSON.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { readSettings } from '../../server/config/env';
import { connect, type Connection } from '../../server/db/connection';
import { buildApp } from '../../server/http/app';
import type { ServerReply, ServerRequest } from './protocol';

const send = (reply: ServerReply): void => {
  process.send?.(reply);
};

let app: FastifyInstance | undefined;
let bare: FastifyInstance | undefined;
let connection: Connection | undefined;
let appUrl = '';
/** Requests the app has started and not yet answered, including those whose client left. */
let answering = 0;

const host = '127.0.0.1';

async function start(dataDir: string, databaseUrl: string | undefined): Promise<void> {
  // 'development' gives the app's logger at level warn (no line per request); the bare server
  // below gets the same logger, so neither pays for logging the other does not.
  const settings = { ...readSettings({ dataDir, databaseUrl }), env: 'development' as const };
  connection = connect(settings);
  app = await buildApp(settings, connection);
  app.addHook('onRequest', async () => {
    answering += 1;
  });
  app.addHook('onSend', async () => {
    answering -= 1;
  });
  appUrl = await app.listen({ host, port: 0 });
  send({ type: 'ready', url: appUrl.replace('localhost', host) });
}

async function baseline(token: string, path: string): Promise<void> {
  const response = await fetch(`${appUrl}${path}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}: ${text}`);
  // The parsed page, not the text: the bare route serialises it on every request just as the
  // app's route serialises its answer, so JSON encoding is in both sides of the ratio.
  const page = JSON.parse(text) as unknown;
  bare = Fastify({ logger: { level: 'warn' } });
  bare.get(path, async () => page);
  const url = await bare.listen({ host, port: 0 });
  send({ type: 'bare', url: url.replace('localhost', host), path, bytes: text.length });
}

/**
 * autocannon drops its connections when a scenario's time is up, but the app still works through
 * the requests it had queued; closing the database under them would fail them. Waits for them,
 * up to the bench's request timeout.
 */
async function drained(): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (answering > 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

async function stop(): Promise<void> {
  await bare?.close();
  await drained();
  await app?.close();
  await connection?.close();
  send({ type: 'stopped' });
  process.exit(0);
}

process.on('message', (message: ServerRequest) => {
  const run =
    message.type === 'start'
      ? start(message.dataDir, message.databaseUrl)
      : message.type === 'baseline'
        ? baseline(message.token, message.path)
        : stop();
  run.catch((error: unknown) => {
    send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  });
});
// The bench went away (crash, Ctrl-C): do not linger holding the port and the database.
process.on('disconnect', () => process.exit(1));
