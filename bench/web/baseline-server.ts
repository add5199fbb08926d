/**
 * The baseline server, run as a child process of the bench (like the app server, so neither
 * shares the event loop of the browser driver): a bare Fastify app on loopback that answers GET /
 * with the static page of baseline-page.ts, size from the parent, no compression, `no-cache` and
 * an ETag like the app's index.html (so a warm navigation revalidates with a 304, as there). Reports its URL over IPC; exits when the parent goes.
 */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { baselineHtml } from './baseline-page';
import { HOST } from '../../tests/support/free-port';

export type BaselineReply =
  { type: 'ready'; url: string; bytes: number } | { type: 'failed'; message: string };

const send = (reply: BaselineReply): void => {
  process.send?.(reply);
};

async function main(): Promise<void> {
  const bytes = Number(process.argv[2]);
  if (!Number.isInteger(bytes) || bytes < 1) throw new Error(`Bad page size: ${process.argv[2]}`);
  const html = baselineHtml(bytes);
  const app = Fastify({ logger: false });
  const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
  app.get('/', async (request, reply) => {
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.header('content-type', 'text/html; charset=utf-8').send(html);
  });
  const url = await app.listen({ host: HOST, port: 0 });
  send({ type: 'ready', url: url.replace('localhost', HOST), bytes: Buffer.byteLength(html) });
  const stop = () => {
    app.close().finally(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
// The bench went away (crash, Ctrl-C): do not linger holding the port.
process.on('disconnect', () => process.exit(1));
