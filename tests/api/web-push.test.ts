/**
 * Web Push end to end over real HTTPS: browsers turn notifications on and off, and what a push
 * campaign or a notice of the bell sends reaches a local push service encrypted for each browser
 * and signed with the app's VAPID key. Failures: a gone subscription is forgotten, a push service
 * error is retried without a second bell notification.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings } from '../../server/config/env';
import { startPushService, type LocalPushService, type PushBrowser } from '../support/push-service';
import { startTestServer, type TestServer } from '../support/server';

const RETRY_BASE_MS = 60_000;

let push: LocalPushService;
let server: TestServer;
let admin: string;
let student: string;
let studentId: number;
let laptop: PushBrowser;
let phone: PushBrowser;

beforeAll(async () => {
  push = await startPushService();
  const defaults = readSettings();
  server = await startTestServer({
    notifications: {
      ...defaults.notifications,
      queue: {
        pollMs: 0,
        batchSize: 10,
        maxAttempts: 3,
        retryBaseMs: RETRY_BASE_MS,
        leaseMs: 60_000,
      },
    },
    webPush: { ...defaults.webPush, allowedHosts: ['127.0.0.1'], ca: push.ca },
  });
  admin = await server.login('admin@academy.test');
  student = await server.login('student@academy.test');
  studentId = await server.userId('student@academy.test');
  laptop = push.browser('student-laptop');
  phone = push.browser('student-phone');
});
afterAll(async () => {
  await server?.close();
  await push?.close();
});

type Answer = { status: boolean; message: string; data?: Record<string, unknown> };
type Invalid = { message: string; errors: Record<string, string[]> };

const subscribe = (token: string, body: unknown) =>
  server.request<Answer & Invalid>('POST', '/api/push-subscription', { token, json: body });
const unsubscribe = (token: string, endpoint: string) =>
  server.request<Answer>('DELETE', '/api/push-subscription', { token, json: { endpoint } });

async function pushCampaign(title: string, userIds: number[]) {
  const created = await server.request<{ data: { id: number } }>('POST', '/api/push-notification', {
    token: admin,
    json: {
      title,
      message: `${title}: details`,
      link: '/student/exam',
      audience: 'users',
      users: userIds,
    },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return Number(created.body.data.id);
}

async function deliveryOf(campaignId: number) {
  const list = await server.request<{
    data: { status: string; attempts: number; last_error: string | null }[];
  }>('GET', `/api/push-notification/${campaignId}/deliveries`, { token: admin });
  return list.body.data[0]!;
}

async function bellSubjects(token: string): Promise<string[]> {
  const bell = await server.request<{ data: { subject: string }[] }>(
    'GET',
    '/api/user/notification?per_page=50&page=1',
    { token },
  );
  return bell.body.data.map((n) => n.subject);
}

const subscriptionCount = async (userId: number) =>
  (
    await server.connection.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .execute()
  ).length;

describe('the key and the subscription', () => {
  it('gives browsers the public VAPID key without signing in', async () => {
    const config = await server.request<{ data: { enabled: boolean; public_key: string } }>(
      'GET',
      '/api/push-subscription/config',
    );
    expect(config.status).toBe(200);
    expect(config.body.data.enabled).toBe(true);
    // An uncompressed P-256 point.
    expect(Buffer.from(config.body.data.public_key, 'base64url')).toHaveLength(65);
    expect(config.body.data.public_key).toBe(server.settings.webPush.vapid.publicKey);
  });

  it('needs a signed-in user who reads a bell', async () => {
    const browser = push.browser('anonymous');
    const anonymous = await server.request('POST', '/api/push-subscription', {
      json: browser.subscription,
    });
    expect(anonymous.status).toBe(401);
    const affiliate = await server.login('affiliate@academy.test');
    const bellless = await server.request<{ ability: { action: string; subject: string }[] }>(
      'GET',
      '/api/user',
      { token: affiliate },
    );
    const readsBell = bellless.body.ability?.some(
      (a) => a.action === 'read' && a.subject === 'Notification',
    );
    expect((await subscribe(affiliate, browser.subscription)).status).toBe(readsBell ? 201 : 403);
  });

  it('refuses what is not a push subscription, field by field', async () => {
    const good = push.browser('checked').subscription;
    const cases: [unknown, string, string][] = [
      [{ keys: good.keys }, 'endpoint', 'The endpoint field is required.'],
      [
        { ...good, endpoint: good.endpoint.replace('https:', 'http:') },
        'endpoint',
        'The endpoint must be an https address.',
      ],
      [
        { ...good, endpoint: 'https://10.0.0.8/internal' },
        'endpoint',
        'The endpoint is not a known push service.',
      ],
      [{ endpoint: good.endpoint }, 'keys', 'The keys field is required.'],
      [
        { ...good, keys: { ...good.keys, p256dh: good.keys.auth } },
        'keys.p256dh',
        'The p256dh key is not a valid key of the push subscription.',
      ],
      [
        { ...good, keys: { ...good.keys, auth: 'not base64!' } },
        'keys.auth',
        'The auth key is not a valid key of the push subscription.',
      ],
    ];
    for (const [body, field, message] of cases) {
      const answer = await subscribe(student, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.errors[field]).toEqual([message]);
    }
    expect(await subscriptionCount(studentId)).toBe(0);
  });
});

describe('push campaigns', () => {
  it('reach each browser of the recipient, encrypted for it and signed with the VAPID key', async () => {
    expect((await subscribe(student, laptop.subscription)).status).toBe(201);
    expect((await subscribe(student, phone.subscription)).status).toBe(201);
    // Subscribing again (the app does on every load) keeps one row per browser.
    expect((await subscribe(student, laptop.subscription)).status).toBe(201);
    expect(await subscriptionCount(studentId)).toBe(2);

    const id = await pushCampaign('Mock test on Friday', [studentId]);
    await server.app.notificationQueue.runOnce();

    for (const browser of [laptop, phone])
      expect(browser.messages()).toEqual([
        {
          title: 'Mock test on Friday',
          body: 'Mock test on Friday: details',
          link: '/student/exam',
          tag: `push-campaign-${id}`,
        },
      ]);
    const sent = push.received.filter((p) => p.browser === 'student-laptop');
    expect(sent[0]!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(sent[0]!.headers.ttl)).toBe(server.settings.webPush.ttlSeconds);
    const { publicKey, claims } = push.vapidOf(sent[0]!);
    expect(publicKey).toBe(server.settings.webPush.vapid.publicKey);
    expect(claims).toMatchObject({ aud: push.url, sub: server.settings.webPush.subject });
    expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000);
    // Signed once for the push service and reused, within the 24 hours RFC 8292 allows.
    expect(Number(claims.exp)).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 60 * 60);
    const phoneAuthorization = push.received.find((p) => p.browser === 'student-phone');
    expect(phoneAuthorization?.headers.authorization).toBe(sent[0]!.headers.authorization);

    expect(await deliveryOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(await bellSubjects(student)).toContain('Mock test on Friday');
  });

  it('retries a push service error for the browsers, and notifies the bell only once', async () => {
    push.answers.set('student-phone', 503);
    const id = await pushCampaign('Room change', [studentId]);
    const first = new Date();
    await server.app.notificationQueue.runOnce(first);
    const waiting = await deliveryOf(id);
    expect(waiting).toMatchObject({ status: 'queued', attempts: 1 });
    expect(waiting.last_error).toBe(
      'Web Push failed for 1 of 2 browsers: Push service answered 503: status 503',
    );

    push.answers.delete('student-phone');
    await server.app.notificationQueue.runOnce(new Date(first.getTime() + RETRY_BASE_MS + 1000));
    expect(await deliveryOf(id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect((await bellSubjects(student)).filter((s) => s === 'Room change')).toHaveLength(1);
    // The phone got it on the retry; the laptop got it on both tries under one tag, which a
    // browser shows once.
    const titles = (browser: PushBrowser) =>
      browser.messages().filter((m) => m.title === 'Room change');
    expect(titles(phone)).toHaveLength(1);
    expect(titles(laptop)).toHaveLength(2);
    expect(new Set(titles(laptop).map((m) => m.tag))).toEqual(new Set([`push-campaign-${id}`]));
  });

  it('forgets a browser whose subscription the push service no longer knows', async () => {
    push.answers.set('student-phone', 410);
    const id = await pushCampaign('Holiday on Monday', [studentId]);
    await server.app.notificationQueue.runOnce();
    expect(await deliveryOf(id)).toMatchObject({ status: 'sent' });
    expect(await subscriptionCount(studentId)).toBe(1);
    push.answers.delete('student-phone');
  });
});

describe('the bell', () => {
  it("sends the bell's notices to the browsers too", async () => {
    const filed = await server.request<{ data: { id: number } }>('POST', '/api/complain', {
      token: student,
      json: { subject: 'Projector', message: 'The projector in Room 3 flickers.', status: 0 },
    });
    expect(filed.status).toBe(201);
    const before = push.received.length;
    const answered = await server.request('PUT', `/api/complain/${filed.body.data.id}`, {
      token: admin,
      json: { answer: 'A new lamp is fitted.' },
    });
    expect(answered.status).toBe(200);
    expect(push.received.slice(before).map((p) => p.browser)).toEqual(['student-laptop']);
    expect(laptop.messages().at(-1)).toMatchObject({
      title: 'Your complaint has been answered',
      body: 'Projector: A new lamp is fitted.',
      link: `/common/complain/${filed.body.data.id}/show`,
    });
  });

  it('stops when the user turns browser notifications off', async () => {
    expect((await unsubscribe(student, laptop.subscription.endpoint)).body.message).toBe(
      'Browser notifications are off.',
    );
    expect(await subscriptionCount(studentId)).toBe(0);
    const before = push.received.length;
    await pushCampaign('After unsubscribing', [studentId]);
    await server.app.notificationQueue.runOnce();
    expect(push.received.length).toBe(before);
    expect(await bellSubjects(student)).toContain('After unsubscribing');
  });

  it("moves a browser to whoever subscribes it last, and never removes another user's", async () => {
    const shared = push.browser('shared-desk');
    expect((await subscribe(student, shared.subscription)).status).toBe(201);
    const parent = await server.login('parent@academy.test');
    const parentId = await server.userId('parent@academy.test');
    expect((await unsubscribe(parent, shared.subscription.endpoint)).body.message).toBe(
      'This browser was not subscribed.',
    );
    expect(await subscriptionCount(studentId)).toBe(1);
    expect((await subscribe(parent, shared.subscription)).status).toBe(201);
    expect(await subscriptionCount(studentId)).toBe(0);
    expect(await subscriptionCount(parentId)).toBe(1);
  });
});

describe('links', () => {
  it('pushes a campaign stored with an unsafe link without the link, to browsers and the bell', async () => {
    const parent = await server.login('parent@academy.test');
    const parentId = await server.userId('parent@academy.test');
    const tablet = push.browser('parent-tablet');
    expect((await subscribe(parent, tablet.subscription)).status).toBe(201);
    const id = await pushCampaign('Stored before the link rule', [parentId]);
    // A row saved before links were checked: the sender must not pass the link on.
    await server.connection.db
      .updateTable('push_campaigns')
      .set({ link: 'javascript:alert(1)' })
      .where('id', '=', id)
      .execute();
    await server.app.notificationQueue.runOnce();
    expect(await deliveryOf(id)).toMatchObject({ status: 'sent' });
    expect(tablet.messages().at(-1)).toMatchObject({
      title: 'Stored before the link rule',
      link: null,
    });
    const bell = await server.request<{ data: { subject: string; link: string | null }[] }>(
      'GET',
      '/api/user/notification?per_page=50&page=1',
      { token: parent },
    );
    expect(bell.body.data.find((n) => n.subject === 'Stored before the link rule')?.link).toBe(
      null,
    );
  });
});
