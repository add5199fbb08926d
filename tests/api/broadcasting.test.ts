/** Channel authorisation through the real app: real tokens, real users (the realtime tests use a stand-in). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: string;
let student: string;
let studentId: number;
let adminId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
  student = await server.login('student@academy.test');
  studentId = await server.userId('student@academy.test');
  adminId = await server.userId('admin@academy.test');
});
afterAll(() => server.close());

const auth = (token: string | null, channel: string) =>
  server.request<{ auth?: string; channel_data?: string }>('POST', '/api/broadcasting/auth', {
    token,
    form: new URLSearchParams({ socket_id: '1234.5678', channel_name: channel }),
  });

describe('POST /api/broadcasting/auth', () => {
  it('signs a user into their own private channels only', async () => {
    const own = await auth(student, `private-message-channel-${studentId}`);
    expect(own.status).toBe(200);
    expect(own.body.auth).toMatch(/^academy-key:[0-9a-f]{64}$/);
    expect((await auth(student, `private-user-channel-${studentId}`)).status).toBe(200);
    expect((await auth(student, `private-message-channel-${adminId}`)).status).toBe(403);
  });

  it('keeps the admin notification channel for admins', async () => {
    expect((await auth(admin, `private-admin-notify-channel-${adminId}`)).status).toBe(200);
    expect((await auth(student, `private-admin-notify-channel-${studentId}`)).status).toBe(403);
  });

  it('signs a chat user into their own online channel only', async () => {
    expect((await auth(student, `private-online-channel-${studentId}`)).status).toBe(200);
    expect((await auth(student, `private-online-channel-${adminId}`)).status).toBe(403);
    expect((await auth(admin, `private-online-channel-${studentId}`)).status).toBe(403);
  });

  it('refuses every online channel to a user who may not chat', async () => {
    const affiliation = await server.login('affiliate@academy.test');
    const affiliationId = await server.userId('affiliate@academy.test');
    const own = await auth(affiliation, `private-online-channel-${affiliationId}`);
    expect(own.status).toBe(403);
    expect(own.body.auth).toBeUndefined();
    expect((await auth(affiliation, `private-online-channel-${adminId}`)).status).toBe(403);
  });

  it('has no shared presence channel', async () => {
    expect((await auth(student, 'presence-message-channel-online')).status).toBe(403);
    expect((await auth(admin, 'presence-message-channel-online')).status).toBe(403);
  });

  it('answers 401 without a valid token', async () => {
    expect((await auth(null, `private-user-channel-${studentId}`)).status).toBe(401);
    expect((await auth('revoked', `private-user-channel-${studentId}`)).status).toBe(401);
  });

  it('tells the browser where the realtime server is', async () => {
    const { body } = await server.request<{ data: { key: string; host: string | null } }>(
      'GET',
      '/api/broadcasting/config',
    );
    expect(body.data).toMatchObject({ key: 'academy-key', host: null });
  });
});
