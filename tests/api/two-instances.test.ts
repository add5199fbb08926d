/**
 * Two API instances on one PostgreSQL database, as behind a load balancer (README "Several
 * instances"): the notification queue delivers each message once though both workers run, a
 * money race split across them still cannot overdraw, a file uploaded through one (STORAGE=s3) is
 * served by the other, and a chat message sent through the second reaches a browser connected to
 * the one realtime hub, the first instance's built-in server, which the second publishes to by its
 * PUSHER_* settings. PostgreSQL only: several instances need a database server.
 */
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../server/config/env';
import { readRealtimeSettings } from '../../server/realtime/settings';
import { createPublisher, setDefaultPublisher } from '../../server/realtime/publisher';
import { echoOptions, parseRealtimeConfig } from '../../src/lib/realtime/settings';
import { testDialect } from '../support/database';
import { fileBlob, pngOf } from '../support/files';
import { waitFor } from '../support/pusher-client';
import { startS3Server, type TestS3Server } from '../support/s3-server';
import { startSecondInstance, startTestServer, type TestServer } from '../support/server';

type Saved = { data: Record<string, unknown> };

describe.runIf(testDialect() === 'postgres')('two API instances on one database', () => {
  let s3: TestS3Server;
  let a: TestServer;
  let b: TestServer;
  let admin: string;
  const echoes: Echo<'pusher'>[] = [];

  beforeAll(async () => {
    s3 = await startS3Server();
    a = await startTestServer({
      storage: s3.settings,
      notifications: {
        ...readSettings().notifications,
        queue: { pollMs: 0, batchSize: 5, maxAttempts: 3, retryBaseMs: 60_000, leaseMs: 60_000 },
      },
    });
    // The second instance's realtime settings name the hub, as its environment would.
    const hub = readRealtimeSettings(
      { key: a.settings.appKey, source: 'env' },
      { PUSHER_HOST: '127.0.0.1', PUSHER_PORT: new URL(a.url).port, PUSHER_SCHEME: 'http' },
    );
    b = await startSecondInstance(a, { realtime: hub });
    // What the server's start does with its settings once it listens.
    setDefaultPublisher(createPublisher(b.settings.realtime));
    admin = await a.login('admin@academy.test');
  });
  afterAll(async () => {
    for (const echo of echoes) echo.disconnect();
    await b?.close();
    await a?.close();
    await s3?.close();
  });

  it("delivers each queued message once while both instances' workers drain the queue", async () => {
    const students = await a.connection.db
      .selectFrom('users')
      .innerJoin('roles', 'roles.id', 'users.role_id')
      .select('users.email')
      .where('roles.type', '=', 3)
      .where('users.status', '=', 'active')
      .execute();
    const created = await a.request<Saved>('POST', '/api/email-notification', {
      token: admin,
      json: { subject: 'Two instances', body: '<p>Once each.</p>', audience: 'type', user_type: 3 },
    });
    expect(created.status).toBe(201);
    let sent = 0;
    for (let round = 0; round < 100; round += 1) {
      const [x, y] = await Promise.all([
        a.app.notificationQueue.runOnce(),
        b.app.notificationQueue.runOnce(),
      ]);
      sent += x.sent + y.sent;
      if (x.released + y.released + x.sent + y.sent + x.retried + y.retried === 0) break;
    }
    const mails = await a.connection.db
      .selectFrom('mail_outbox')
      .select('to')
      .where('subject', '=', 'Two instances')
      .execute();
    expect(sent).toBe(students.length);
    expect(mails.map((m) => m.to).sort()).toEqual(students.map((s) => s.email).sort());
  });

  it('lets only one of 20 withdrawals of over half an account, sent through both instances at once, through', async () => {
    const bank = await a.request<Saved>('POST', '/api/bank', {
      token: admin,
      json: { name: 'Two-instance Bank' },
    });
    const account = await a.request<Saved>('POST', '/api/bank-account', {
      token: admin,
      json: {
        bank_id: bank.body.data.id,
        account_name: 'Shared float',
        account_number: 'TWO-0001',
        opening_balance: 100,
      },
    });
    expect(account.status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? b : a).request('POST', '/api/withdraw', {
          token: admin,
          json: {
            purpose: `Split withdrawal ${i}`,
            amount: 60,
            date: '2026-01-15',
            bank_account_id: account.body.data.id,
          },
        }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 422)).toHaveLength(19);
    const taken = await a.connection.db
      .selectFrom('withdraws')
      .select('amount')
      .where('bank_account_id', '=', Number(account.body.data.id))
      .execute();
    expect(taken.map((w) => Number(w.amount))).toEqual([6_000]);
  });

  it('serves through one instance the file uploaded through the other', async () => {
    const png = pngOf(16, 10);
    const form = new FormData();
    form.set('first_name', 'Shared');
    form.set('email', 'shared-picture@example.com');
    form.set('role_id', '3');
    form.set('password', 'long-enough');
    form.set('image', fileBlob(png, 'image/png'), 'photo.png');
    const created = await a.request<{ data: { image: string } }>('POST', '/api/users', {
      token: admin,
      form,
    });
    expect(created.status).toBe(201);
    const served = await fetch(`${b.url}${created.body.data.image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  });

  it('delivers a chat message sent through one instance to a browser on the hub', async () => {
    const config = parseRealtimeConfig(
      await (await fetch(`${b.url}/api/broadcasting/config`)).json(),
    );
    expect(config).toMatchObject({ host: '127.0.0.1', port: Number(new URL(a.url).port) });
    if (!config) throw new Error('no realtime config');
    const studentToken = await b.login('student@academy.test');
    const studentId = await b.userId('student@academy.test');
    const echo = new Echo(
      echoOptions(config, studentToken, `${b.url}/api/broadcasting/auth`, new URL(b.url), Pusher),
    );
    echoes.push(echo);
    const channel = echo.private(`message-channel-${studentId}`);
    await waitFor<void>('the subscription on the hub', (resolve) =>
      channel.subscribed(() => resolve()),
    );
    const received = waitFor<{ message: { text: string } }>('MessageEvent', (resolve) =>
      channel.listen('MessageEvent', resolve),
    );
    const tutor = await b.login('employee@academy.test');
    const sent = await b.request('POST', `/api/messages/${studentId}`, {
      token: tutor,
      json: { text: 'Sent through the second instance' },
    });
    expect(sent.status).toBe(201);
    expect((await received).message.text).toBe('Sent through the second instance');
    expect(a.app.realtime.connections()).toBeGreaterThan(0);
    expect(b.app.realtime.connections()).toBe(0);
  });
});
