/**
 * Web Push throughput: the app's sender (server/domain/notifications/web-push/send.ts) reaching
 * many browsers at once, each push encrypted for its browser (a fresh ECDH key, HKDF, AES-GCM),
 * signed with the VAPID key and posted over HTTPS, with the subscription row updated after. The
 * baseline, measured in the same run with the same lanes, is a bare HTTPS POST of a body of the
 * same size to the same local push service: the ratio is what the crypto and the bookkeeping add.
 *
 *   npx tsx bench/push/web-push.ts [--browsers 1000] [--rounds 5]
 *
 * The push service runs in this process (tests/support/push-service.ts), for the app and the
 * baseline alike. Bounded: rounds × browsers requests, then it stops.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { dirname, join } from 'node:path';
import { createSecureContext, rootCertificates } from 'node:tls';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { readSettings } from '../../server/config/env';
import { connect } from '../../server/db/connection';
import { migrateToLatest } from '../../server/db/migrate';
import { scratchDatabase } from '../../server/db/scratch-database';
import { seedDemoData } from '../../server/db/seed';
import { createWebPushSender } from '../../server/domain/notifications/web-push/send';
import { endpointHash } from '../../server/domain/notifications/web-push/subscriptions';
import { vapidKeysFromSecret } from '../../server/domain/notifications/web-push/vapid';
import { startPushService } from '../../tests/support/push-service';
import { cleanUpOnInterrupt, loadText, runMain } from '../lib/runner';
import { table } from '../realtime/stats';

const here = dirname(fileURLToPath(import.meta.url));
const LANES = 8; // as the sender's own PARALLEL
const MESSAGE = {
  title: 'Mock test on Friday',
  body: 'Bring a calculator and two pencils. The test starts at 10:00 in Room 201.',
  link: '/student/exam',
  tag: 'push-campaign-1',
};

const { values } = parseArgs({
  options: {
    browsers: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '5' },
  },
});
const browsers = Number(values.browsers);
const rounds = Number(values.rounds);
if (!Number.isInteger(browsers) || browsers < 1 || browsers > 20_000)
  throw new Error('--browsers: 1 to 20000');
if (!Number.isInteger(rounds) || rounds < 1 || rounds > 50) throw new Error('--rounds: 1 to 50');

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(work: () => Promise<void>): Promise<number> {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

runMain(async () => {
  const push = await startPushService();
  const scratch = await scratchDatabase('academy-bench-push');
  const connection = connect({
    ...readSettings(),
    dataDir: scratch.dataDir,
    databaseUrl: undefined,
  });
  const cleanUp = async () => {
    await connection.close();
    await scratch.release();
    await push.close();
  };
  const stopListening = cleanUpOnInterrupt(cleanUp);
  try {
    const { db } = connection;
    await migrateToLatest(db);
    await seedDemoData(db, { demoUsers: true });
    const users = (await db.selectFrom('users').select('id').execute()).map((u) => Number(u.id));
    const stamp = new Date().toISOString();
    const endpoints: string[] = [];
    const first = push.browser('bench-0');
    for (let i = 0; i < browsers; i += 1) {
      const { subscription } = i === 0 ? first : push.browser(`bench-${i}`);
      // The baseline's posts go beside the browser's address, so they are not read as its pushes.
      endpoints.push(`${subscription.endpoint}-baseline`);
      await db
        .insertInto('push_subscriptions')
        .values({
          user_id: users[i % users.length]!,
          endpoint: subscription.endpoint,
          endpoint_hash: endpointHash(subscription.endpoint),
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          created_at: stamp,
          updated_at: stamp,
        })
        .execute();
    }
    const sender = createWebPushSender(db, {
      enabled: true,
      vapid: vapidKeysFromSecret('bench'),
      subject: 'mailto:bench@academy.test',
      allowedHosts: ['127.0.0.1'],
      ttlSeconds: 60,
      ca: push.ca,
    });
    // The sender's own connection handling: kept alive, one secure context (send.ts).
    const agent = new Agent({
      keepAlive: true,
      maxSockets: LANES,
      secureContext: createSecureContext({ ca: [...rootCertificates, push.ca] }),
    });

    const app: number[] = [];
    const bare: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const before = push.received.length;
      app.push(
        await timed(async () => {
          const report = await sender.sendToUsers(users, MESSAGE);
          if (report.sent !== browsers)
            throw new Error(
              `sent ${report.sent} of ${browsers}: ${JSON.stringify(report.failed.slice(0, 3))}`,
            );
        }),
      );
      const body = push.received.at(-1)!.body;
      if (push.received.length - before !== browsers) throw new Error('pushes went missing');
      const queue = [...endpoints];
      bare.push(
        await timed(() =>
          Promise.all(
            Array.from({ length: LANES }, async () => {
              for (let next = queue.shift(); next; next = queue.shift()) {
                const target = next;
                await new Promise<void>((resolve, reject) => {
                  const post = request(target, { method: 'POST', agent }, (response) => {
                    response.resume();
                    response.on('end', () => resolve());
                  });
                  post.on('error', reject);
                  post.setTimeout(10_000, () =>
                    post.destroy(new Error(`no answer from ${target}`)),
                  );
                  post.end(body);
                });
              }
            }),
          ).then(() => undefined),
        ),
      );
    }
    // What a browser reads: each push decrypts to the message.
    const read = first.messages();
    if (read.length !== rounds || JSON.stringify(read.at(-1)) !== JSON.stringify(MESSAGE))
      throw new Error(`the first browser read ${JSON.stringify(read.at(-1))}`);

    const appMs = median(app);
    const bareMs = median(bare);
    const result = {
      browsers,
      rounds,
      lanes: LANES,
      app_ms: appMs,
      bare_https_ms: bareMs,
      app_pushes_per_s: Math.round((browsers / appMs) * 1000),
      bare_posts_per_s: Math.round((browsers / bareMs) * 1000),
      ratio: appMs / bareMs,
      load: loadText(),
    };
    console.log(
      table([
        ['browsers per round', String(browsers)],
        ['rounds (median taken)', String(rounds)],
        ['app: ms per round', appMs.toFixed(0)],
        ['app: pushes/s', String(result.app_pushes_per_s)],
        ['baseline (bare HTTPS POST): ms per round', bareMs.toFixed(0)],
        ['baseline: posts/s', String(result.bare_posts_per_s)],
        ['ratio app / baseline', `${result.ratio.toFixed(2)}×`],
        ['load average', result.load],
      ]),
    );
    const out = join(here, '..', 'results', 'web-push.json');
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
    console.log(`Wrote ${out}`);
    sender.close();
    agent.destroy();
    return 0;
  } finally {
    stopListening();
    await cleanUp();
  }
});
