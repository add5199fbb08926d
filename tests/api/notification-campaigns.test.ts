/**
 * E-mail, push and SMS campaigns: audiences, sending now and at a time, the database queue
 * (retries, failure reasons, leases, two workers at once) and the SMS provider over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings, type Settings } from '../../server/config/env';
import { claimDeliveries } from '../../server/domain/notifications/queue/claim';
import { createSenders } from '../../server/domain/notifications/queue/senders';
import { createNotificationQueue } from '../../server/domain/notifications/queue/worker';
import { createSmsSender } from '../../server/domain/notifications/sms/sms-driver';
import type { Context } from '../../server/resources/context';
import { startSmsProvider, type FakeSmsProvider } from '../support/sms-provider';
import { startTestServer, type TestServer } from '../support/server';
import { openTables } from '../../server/db/types';

const RETRY_BASE_MS = 60_000;
const queueSettings = (smsProvider?: Settings['notifications']['smsProvider']) => ({
  notifications: {
    ...readSettings().notifications,
    queue: { pollMs: 0, batchSize: 5, maxAttempts: 3, retryBaseMs: RETRY_BASE_MS, leaseMs: 60_000 },
    smsProvider,
  },
});

let server: TestServer;
let admin: string;

beforeAll(async () => {
  server = await startTestServer(queueSettings());
  admin = await server.login('admin@academy.test');
});
afterAll(() => server.close());

type Saved = { data: Record<string, unknown> };
interface DeliveryList {
  data: {
    id: number;
    user_id: number;
    status: string;
    attempts: number;
    last_error: string | null;
  }[];
  meta: {
    total: number;
    counts: Record<'queued' | 'sent' | 'failed', number>;
    campaign_status: string;
  };
}

const create = async (target: TestServer, token: string, resource: string, json: unknown) => {
  const response = await target.request<Saved>('POST', `/api/${resource}`, { token, json });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return Number(response.body.data.id);
};
const deliveries = async (target: TestServer, token: string, resource: string, id: number) => {
  const response = await target.request<DeliveryList>(
    'GET',
    `/api/${resource}/${id}/deliveries?per_page=100`,
    { token },
  );
  expect(response.status).toBe(200);
  return response.body;
};
const recipientIds = (list: DeliveryList) => list.data.map((d) => d.user_id).sort((a, b) => a - b);

async function activeUsersOfType(type: number): Promise<number[]> {
  const rows = await openTables(server.connection.db)
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select('users.id')
    .where('roles.type', '=', type)
    .where('users.status', '=', 'active')
    .execute();
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

async function demoStudentCourse(): Promise<number> {
  const row = await server.connection.db
    .selectFrom('student_courses')
    .innerJoin('students', 'students.id', 'student_courses.student_id')
    .select('student_courses.course_id')
    .where('students.email', '=', 'student@academy.test')
    .where('student_courses.status', 'in', ['pending', 'active', 'completed'])
    .executeTakeFirstOrThrow();
  return Number(row.course_id);
}

/** Runs passes until nothing is left due at `at`. */
async function drain(target: TestServer, at = new Date()) {
  for (let pass = 0; pass < 100; pass += 1) {
    const result = await target.app.notificationQueue.runOnce(at);
    if (result.released + result.sent + result.retried + result.failed === 0) return;
  }
  throw new Error('The queue did not drain');
}

describe('permissions', () => {
  it('lets only admins compose campaigns and read their recipients', async () => {
    const id = await create(server, admin, 'push-notification', {
      title: 'Admins only',
      message: 'Hello',
      audience: 'users',
      users: [await server.userId('admin@academy.test')],
    });
    for (const email of ['employee@academy.test', 'student@academy.test', 'parent@academy.test']) {
      const token = await server.login(email);
      for (const resource of ['email-notification', 'push-notification', 'sms-notification']) {
        expect((await server.request('GET', `/api/${resource}`, { token })).status).toBe(403);
        const post = await server.request('POST', `/api/${resource}`, {
          token,
          json: { message: 'x', audience: 'type', user_type: 3 },
        });
        expect(post.status).toBe(403);
      }
      const list = await server.request('GET', `/api/push-notification/${id}/deliveries`, {
        token,
      });
      expect(list.status).toBe(403);
      const retry = await server.request('POST', `/api/push-notification/${id}/deliveries/retry`, {
        token,
      });
      expect(retry.status).toBe(403);
    }
    expect((await server.request('GET', '/api/sms', { token: admin })).status).toBe(200);
  });

  it('asks for the audience each kind needs', async () => {
    for (const [json, field] of [
      [{ audience: 'type' }, 'user_type'],
      [{ audience: 'course' }, 'course_id'],
      [{ audience: 'users', users: [] }, 'users'],
      // 701 Bangla characters: 11 UCS-2 parts, one more than allowed.
      [{ audience: 'type', user_type: 3, message: 'ক'.repeat(701) }, 'message'],
    ] as const) {
      const response = await server.request<{ errors: Record<string, string[]> }>(
        'POST',
        '/api/sms-notification',
        { token: admin, json: { message: 'Class tomorrow', ...json } },
      );
      expect(response.status).toBe(422);
      expect(Object.keys(response.body.errors)).toContain(field);
    }
  });
});

describe('audiences', () => {
  it('sends a push to every active user of a type, as bell notifications', async () => {
    const students = await activeUsersOfType(3);
    expect(students.length).toBeGreaterThan(1);
    const id = await create(server, admin, 'push-notification', {
      title: 'Mock test on Friday',
      message: 'Bring a calculator.',
      link: '/student/exam',
      audience: 'type',
      user_type: 3,
    });
    const queued = await deliveries(server, admin, 'push-notification', id);
    expect(recipientIds(queued)).toEqual(students);
    expect(queued.meta.counts).toEqual({ queued: students.length, sent: 0, failed: 0 });

    await drain(server);
    const done = await deliveries(server, admin, 'push-notification', id);
    expect(done.meta.counts).toEqual({ queued: 0, sent: students.length, failed: 0 });
    expect(done.meta.campaign_status).toBe('done');
    const student = await server.login('student@academy.test');
    const bell = await server.request<{ data: { subject: string; link: string }[] }>(
      'GET',
      '/api/user/notification?per_page=10&page=1',
      { token: student },
    );
    expect(bell.body.data[0]).toMatchObject({
      subject: 'Mock test on Friday',
      link: '/student/exam',
    });
  });

  it("e-mails a course's seated students and their parents, recorded in the outbox", async () => {
    const courseId = await demoStudentCourse();
    const id = await create(server, admin, 'email-notification', {
      subject: 'Room change for your class',
      body: '<p>We meet in <strong>room 4</strong> from Monday.</p>',
      audience: 'course',
      course_id: courseId,
    });
    const queued = await deliveries(server, admin, 'email-notification', id);
    const ids = recipientIds(queued);
    expect(ids).toContain(await server.userId('student@academy.test'));
    expect(ids).toContain(await server.userId('parent@academy.test'));
    expect(ids).not.toContain(await server.userId('admin@academy.test'));

    await drain(server);
    const mails = await server.connection.db
      .selectFrom('mail_outbox')
      .select(['to', 'text', 'html'])
      .where('subject', '=', 'Room change for your class')
      .execute();
    expect(mails.map((m) => m.to).sort()).toEqual(
      expect.arrayContaining(['parent@academy.test', 'student@academy.test']),
    );
    expect(mails).toHaveLength(ids.length);
    expect(mails[0]?.text).toBe('We meet in room 4 from Monday.');
    expect((await deliveries(server, admin, 'email-notification', id)).meta.counts.sent).toBe(
      ids.length,
    );
  });

  it('texts chosen users through the outbox driver, and fails those without a phone', async () => {
    const noPhone = await server.userId('employee@academy.test');
    await server.connection.db
      .updateTable('users')
      .set({ phone: null })
      .where('id', '=', noPhone)
      .execute();
    const adminId = await server.userId('admin@academy.test');
    const id = await create(server, admin, 'sms-notification', {
      message: 'The centre is closed tomorrow.',
      audience: 'users',
      users: [adminId, noPhone],
    });
    await drain(server);
    const list = await deliveries(server, admin, 'sms-notification', id);
    expect(list.meta.counts).toEqual({ queued: 0, sent: 1, failed: 1 });
    const failed = list.data.find((d) => d.user_id === noPhone);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 1,
      last_error: 'The user has no phone number.',
    });
    const texts = await server.connection.db
      .selectFrom('sms_outbox')
      .select(['to', 'transport'])
      .where('message', '=', 'The centre is closed tomorrow.')
      .execute();
    expect(texts).toEqual([{ to: '+880 1711-000001', transport: 'outbox' }]);
    const listed = await server.request<{ data: { to: string }[] }>(
      'GET',
      `/api/sms?search=${encodeURIComponent('centre is closed tomorrow')}`,
      { token: admin },
    );
    expect(listed.body.data.map((row) => row.to)).toEqual(['+880 1711-000001']);
  });
});

describe('scheduling', () => {
  it('holds a scheduled campaign until its time, then sends it', async () => {
    const sendAt = new Date(Date.now() + 3_600_000);
    const id = await create(server, admin, 'email-notification', {
      subject: 'Scheduled reminder',
      body: '<p>Fees are due.</p>',
      audience: 'users',
      users: [await server.userId('parent@academy.test')],
      send_at: sendAt.toISOString(),
    });
    await drain(server);
    let list = await deliveries(server, admin, 'email-notification', id);
    expect(list.meta.total).toBe(0);
    expect(list.meta.campaign_status).toBe('scheduled');

    await drain(server, new Date(sendAt.getTime() + 1000));
    list = await deliveries(server, admin, 'email-notification', id);
    expect(list.meta.counts).toEqual({ queued: 0, sent: 1, failed: 0 });
    expect(list.meta.campaign_status).toBe('done');
    const edit = await server.request('PUT', `/api/email-notification/${id}`, {
      token: admin,
      json: { subject: 'Too late' },
    });
    expect(edit.status).toBe(422);
  });
});

describe('the audit log', () => {
  it('records a scheduled campaign released then finished by the queue, as the system', async () => {
    const sendAt = new Date(Date.now() + 3_600_000);
    const id = await create(server, admin, 'push-notification', {
      title: 'Audited release',
      message: 'x',
      audience: 'users',
      users: [await server.userId('student@academy.test')],
      send_at: sendAt.toISOString(),
    });
    await drain(server, new Date(sendAt.getTime() + 1000));
    const audits = await server.connection.db
      .selectFrom('audit_logs')
      .select(['action', 'user_id', 'after'])
      .where('resource', '=', 'push-notification')
      .where('record_id', '=', id)
      .where('action', '=', 'update')
      .orderBy('id')
      .execute();
    expect(
      audits.map((a) => [a.user_id, (JSON.parse(String(a.after)) as { status: string }).status]),
    ).toEqual([
      [null, 'sending'],
      [null, 'done'],
    ]);
  });

  it('records a campaign sent on saving as released by the admin who saved it', async () => {
    const id = await create(server, admin, 'push-notification', {
      title: 'Sent at once',
      message: 'x',
      audience: 'users',
      users: [await server.userId('student@academy.test')],
    });
    const audit = await server.connection.db
      .selectFrom('audit_logs')
      .select(['user_id', 'after'])
      .where('resource', '=', 'push-notification')
      .where('record_id', '=', id)
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(audit.user_id).toBe(await server.userId('admin@academy.test'));
    expect(JSON.parse(String(audit.after))).toMatchObject({ status: 'sending' });
  });
});

describe('the queue', () => {
  it('takes back rows whose lease ran out', async () => {
    const id = await create(server, admin, 'push-notification', {
      title: 'Lease test',
      message: 'x',
      audience: 'users',
      users: [await server.userId('student@academy.test')],
    });
    const at = new Date();
    const { db, dialect } = server.connection;
    const taken = await claimDeliveries(db, dialect, {
      worker: 'crashed',
      limit: 100,
      leaseMs: 60_000,
      at,
    });
    expect(taken.some((d) => d.campaignId === id)).toBe(true);
    expect((await server.app.notificationQueue.runOnce(at)).sent).toBe(0);
    expect((await server.app.notificationQueue.runOnce(new Date(at.getTime() + 61_000))).sent).toBe(
      taken.length,
    );
    const list = await deliveries(server, admin, 'push-notification', id);
    expect(list.data[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('sends each recipient once when two workers drain it at the same time', async () => {
    const { services } = server.app;
    const ctx: Context = { ...services, actor: null };
    const second = createNotificationQueue({
      db: services.db,
      dialect: services.dialect,
      system: ctx,
      settings: services.settings.notifications.queue,
      senders: createSenders(ctx, createSmsSender(services.db, services.settings.notifications)),
    });
    const students = await activeUsersOfType(3);
    const id = await create(server, admin, 'email-notification', {
      subject: 'Two workers',
      body: '<p>Once each.</p>',
      audience: 'type',
      user_type: 3,
    });
    let sent = 0;
    for (let round = 0; round < 100; round += 1) {
      const results = await Promise.all([server.app.notificationQueue.runOnce(), second.runOnce()]);
      const [a, b] = results;
      sent += a.sent + b.sent;
      if (a.sent + b.sent + a.retried + b.retried === 0) break;
    }
    expect(sent).toBe(students.length);
    const mails = await server.connection.db
      .selectFrom('mail_outbox')
      .select('to')
      .where('subject', '=', 'Two workers')
      .execute();
    expect(mails).toHaveLength(students.length);
    expect(new Set(mails.map((m) => m.to)).size).toBe(students.length);
    const list = await deliveries(server, admin, 'email-notification', id);
    expect(list.meta.counts).toEqual({ queued: 0, sent: students.length, failed: 0 });
    expect(list.data.every((d) => d.attempts === 1)).toBe(true);
  });
});

describe('the SMS provider driver', () => {
  let provider: FakeSmsProvider;
  let withProvider: TestServer;
  let token: string;

  beforeAll(async () => {
    provider = await startSmsProvider();
    withProvider = await startTestServer(
      queueSettings({
        baseUrl: provider.url,
        accountSid: 'AC123',
        authToken: 'secret-token',
        from: '+15550001111',
      }),
    );
    token = await withProvider.login('admin@academy.test');
  });
  afterAll(async () => {
    await withProvider.close();
    await provider.close();
  });

  it('retries a failing provider with backoff, fails with the reason, and sends on retry', async () => {
    provider.answer = 500;
    const parent = await withProvider.userId('parent@academy.test');
    const id = await create(withProvider, token, 'sms-notification', {
      message: 'Parent meeting on Sunday.',
      audience: 'users',
      users: [parent],
    });
    const start = new Date();
    const queue = withProvider.app.notificationQueue;
    expect(await queue.runOnce(start)).toMatchObject({ retried: 1, sent: 0 });
    // Not due again before the backoff has passed.
    expect(await queue.runOnce(new Date(start.getTime() + RETRY_BASE_MS - 1000))).toMatchObject({
      retried: 0,
      failed: 0,
    });
    expect(await queue.runOnce(new Date(start.getTime() + RETRY_BASE_MS))).toMatchObject({
      retried: 1,
    });
    // The second retry waits twice as long.
    const third = new Date(start.getTime() + 3 * RETRY_BASE_MS);
    expect(await queue.runOnce(third)).toMatchObject({ failed: 1 });
    expect(provider.received).toHaveLength(3);

    let list = await deliveries(withProvider, token, 'sms-notification', id);
    expect(list.data[0]).toMatchObject({
      status: 'failed',
      attempts: 3,
      last_error: 'SMS provider answered 500: Internal Server Error',
    });
    expect(list.meta.campaign_status).toBe('done');

    provider.answer = 201;
    const deliveryId = list.data[0]?.id;
    const retry = await withProvider.request(
      'POST',
      `/api/sms-notification/${id}/deliveries/${deliveryId}/retry`,
      { token },
    );
    expect(retry.status).toBe(200);
    expect(await queue.runOnce(third)).toMatchObject({ sent: 1 });
    list = await deliveries(withProvider, token, 'sms-notification', id);
    expect(list.data[0]).toMatchObject({ status: 'sent', attempts: 1 });
    expect(list.meta.campaign_status).toBe('done');

    const request = provider.received.at(-1);
    expect(request?.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request?.authorization).toBe(
      `Basic ${Buffer.from('AC123:secret-token').toString('base64')}`,
    );
    expect(request?.form).toEqual({
      To: '+880 1711-000004',
      From: '+15550001111',
      Body: 'Parent meeting on Sunday.',
    });
    const recorded = await withProvider.connection.db
      .selectFrom('sms_outbox')
      .select(['to', 'transport', 'provider_id'])
      .execute();
    expect(recorded).toEqual([{ to: '+880 1711-000004', transport: 'twilio', provider_id: 'SM4' }]);
  });

  it('fails at once on a number the provider refuses', async () => {
    provider.answer = 400;
    const id = await create(withProvider, token, 'sms-notification', {
      message: 'Refused',
      audience: 'users',
      users: [await withProvider.userId('student@academy.test')],
    });
    expect(await withProvider.app.notificationQueue.runOnce()).toMatchObject({ failed: 1 });
    const list = await deliveries(withProvider, token, 'sms-notification', id);
    expect(list.data[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect(list.data[0]?.last_error).toMatch(/^SMS provider answered 400/);
  });
});
