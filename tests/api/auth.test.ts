/** Sign-in, the current user, sign-out, throttling and the account flows, against the real server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';
import { lastMailTo as lastMailToIn } from '../support/mail-outbox';

let server: TestServer;

beforeAll(async () => {
  // Tight limits so throttling is reached in a few calls.
  server = await startTestServer({ login: { maxPerAccount: 3, maxPerIp: 50, windowMinutes: 15 } });
});
afterAll(() => server.close());

type User = {
  id: number;
  kind: string;
  image: string;
  ability: { action: string; subject: string }[];
  role: { type: number };
};

const lastMailTo = (email: string) => lastMailToIn(server.connection.db, email);

const linkToken = (text: string) =>
  new URL(/https?:\S+/.exec(text)?.[0] ?? 'http://x').searchParams.get('token') ?? '';

describe('POST /api/login', () => {
  it('answers a token and the user with abilities', async () => {
    const { status, body } = await server.request<{ token: string; user: User }>(
      'POST',
      '/api/login',
      { json: { email: 'ADMIN@academy.test', password: 'demo-password' } },
    );
    expect(status).toBe(200);
    expect(body.token).toMatch(/^[\w-]{40,}$/);
    expect(body.user).toMatchObject({
      id: 1,
      kind: 'admin',
      role: { type: 1 },
      image: '/images/avatar.svg',
    });
    expect(body.user.ability).toContainEqual({ action: 'read', subject: 'Auth' });
    expect(body.user).not.toHaveProperty('password');
  });

  it('takes a form body too', async () => {
    const form = new URLSearchParams({ email: 'employee@academy.test', password: 'demo-password' });
    expect((await server.request('POST', '/api/login', { form })).status).toBe(200);
  });

  it('answers the one exact sign-in refusal message for a wrong password and for an unknown e-mail alike', async () => {
    for (const json of [
      { email: 'student@academy.test', password: 'nope-nope' },
      { email: 'nobody@academy.test', password: 'demo-password' },
    ]) {
      const { status, body } = await server.request<{
        message: string;
        errors: Record<string, string[]>;
      }>('POST', '/api/login', { json });
      expect(status).toBe(422);
      expect(body.message).toBe('The email / password combination is invalid');
      expect(body.errors.email).toEqual(['The email / password combination is invalid']);
    }
  });

  it('requires both fields', async () => {
    const { status, body } = await server.request<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/login',
      { json: {} },
    );
    expect(status).toBe(422);
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'password']);
  });

  it('throttles an account after repeated failures, even with the right password, with Retry-After', async () => {
    for (let i = 0; i < 3; i++)
      await server.request('POST', '/api/login', {
        json: { email: 'parent@academy.test', password: `wrong-${i}` },
      });
    const { status, headers } = await server.request('POST', '/api/login', {
      json: { email: 'parent@academy.test', password: 'demo-password' },
    });
    expect(status).toBe(429);
    expect(Number(headers.get('retry-after'))).toBeGreaterThan(0);
    // Other accounts are not affected.
    expect(
      (
        await server.request('POST', '/api/login', {
          json: { email: 'student@academy.test', password: 'demo-password' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('GET /api/user and POST /api/logout', () => {
  it('answers the user for a token, 401 without one or with a bad one', async () => {
    const token = await server.login('student@academy.test');
    const { status, body } = await server.request<User & { data: User }>('GET', '/api/user', {
      token,
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ kind: 'student', data: { kind: 'student' } });
    expect(body.ability).toContainEqual({ action: 'read', subject: 'Student' });
    expect((await server.request('GET', '/api/user')).status).toBe(401);
    expect((await server.request('GET', '/api/user', { token: 'not-a-token' })).body).toEqual({
      message: 'Unauthenticated.',
    });
  });

  it('revokes the token on logout; other sessions stay', async () => {
    const first = await server.login('employee@academy.test');
    const second = await server.login('employee@academy.test');
    expect((await server.request('POST', '/api/logout', { token: first })).status).toBe(200);
    expect((await server.request('GET', '/api/user', { token: first })).status).toBe(401);
    expect((await server.request('GET', '/api/user', { token: second })).status).toBe(200);
  });

  it('stores tokens only as hashes', async () => {
    const token = await server.login('admin@academy.test');
    const stored = await server.connection.db
      .selectFrom('access_tokens')
      .select('token_hash')
      .execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);
  });

  it('refuses an expired token', async () => {
    const token = await server.login('affiliate@academy.test');
    await server.connection.db
      .updateTable('access_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await server.request('GET', '/api/user', { token })).status).toBe(401);
  });
});

describe('sign-up and e-mail verification', () => {
  const signUpAs = (email: string, password = 'a-long-password') =>
    server.request<Record<string, unknown>>('POST', '/api/register', {
      json: {
        first_name: 'Rafi',
        last_name: 'Chowdhury',
        email,
        password,
        password_confirmation: password,
      },
    });

  it('creates a student account that signs in once the link mailed to it is opened; the link works once', async () => {
    expect((await signUpAs('rafi@example.com')).status).toBe(201);
    const early = await server.request<{ message: string }>('POST', '/api/login', {
      json: { email: 'rafi@example.com', password: 'a-long-password' },
    });
    expect(early.status).toBe(422);
    expect(early.body.message).toBe('The email / password combination is invalid');

    const mail = await lastMailTo('rafi@example.com');
    expect(mail.subject).toBe('Verify your e-mail address');
    const verifyToken = linkToken(mail.text);
    expect(mail.text).toContain('/auth/verify-email?token=');
    expect(
      (await server.request('POST', '/api/email/verify', { json: { token: verifyToken } })).status,
    ).toBe(200);
    const token = await server.login('rafi@example.com', 'a-long-password');
    const me = await server.request<User & { email_verified_at: string | null }>(
      'GET',
      '/api/user',
      { token },
    );
    expect(me.body.kind).toBe('student');
    expect(me.body.email_verified_at).toBeTruthy();
    const again = await server.request<{ message: string }>('POST', '/api/email/verify', {
      json: { token: verifyToken },
    });
    expect(again.status).toBe(422);
    expect(again.body.message).toBe('The action link is invalid');
  });

  it('answers an address that has an account exactly as a new one, and mails its owner instead', async () => {
    const known = await signUpAs('admin@academy.test', 'long-enough-1');
    const fresh = await signUpAs('newcomer@example.com', 'long-enough-1');
    expect(known.status).toBe(201);
    expect(known.body).toEqual(fresh.body);
    expect(known.status).toBe(fresh.status);
    const mail = await lastMailTo('admin@academy.test');
    expect(mail.subject).toBe('Someone tried to sign up with your e-mail address');
    expect(mail.text).toContain('/auth/forgot-password');
    // The account is as it was: its password still signs in, the one sent does not.
    await server.login('admin@academy.test');
    expect(
      (
        await server.request('POST', '/api/login', {
          json: { email: 'admin@academy.test', password: 'long-enough-1' },
        })
      ).status,
    ).toBe(422);
  });

  it('audits sign-up, e-mail verification and password reset as changes by no user, without the password', async () => {
    expect((await signUpAs('audited@example.com')).status).toBe(201);
    const verifyToken = linkToken((await lastMailTo('audited@example.com')).text);
    await server.request('POST', '/api/email/verify', { json: { token: verifyToken } });
    await server.request('POST', '/api/forgot-password', {
      json: { email: 'audited@example.com' },
    });
    const resetToken = linkToken((await lastMailTo('audited@example.com')).text);
    const reset = await server.request('POST', '/api/reset-password', {
      json: {
        token: resetToken,
        email: 'audited@example.com',
        password: 'another-password-2',
        password_confirmation: 'another-password-2',
      },
    });
    expect(reset.status).toBe(200);

    const entries = await server.connection.db
      .selectFrom('audit_logs')
      .select(['action', 'user_id', 'before', 'after'])
      .where('resource', '=', 'users')
      .where('record_id', '=', await server.userId('audited@example.com'))
      .orderBy('id')
      .execute();
    expect(entries.map((e) => [e.action, e.user_id])).toEqual([
      ['create', null],
      ['update', null],
      ['update', null],
    ]);
    const status = (json: unknown) => (JSON.parse(String(json)) as { status: string }).status;
    expect([status(entries[0]?.after), status(entries[1]?.after)]).toEqual(['inactive', 'active']);
    for (const entry of entries) expect(`${entry.before} ${entry.after}`).not.toContain('password');
  });

  it('sends a new link to a sign-up that is not confirmed yet', async () => {
    await signUpAs('late@example.com');
    const first = linkToken((await lastMailTo('late@example.com')).text);
    expect((await signUpAs('late@example.com', 'another-password')).status).toBe(201);
    const second = await lastMailTo('late@example.com');
    expect(second.subject).toBe('Verify your e-mail address');
    expect(linkToken(second.text)).not.toBe(first);
    expect(
      (
        await server.request('POST', '/api/email/verify', {
          json: { token: linkToken(second.text) },
        })
      ).status,
    ).toBe(200);
    // The password chosen first stays; a second sign-up changes nothing but the link.
    await server.login('late@example.com', 'a-long-password');
  });

  it('refuses a short password and a mismatched confirmation', async () => {
    const { status, body } = await server.request<{ errors: Record<string, string[]> }>(
      'POST',
      '/api/register',
      {
        json: {
          first_name: 'X',
          email: 'admin@academy.test',
          password: 'short',
          password_confirmation: 'other',
        },
      },
    );
    expect(status).toBe(422);
    expect(body.errors.password).toContain('The password field must be at least 8 characters.');
    expect(body.errors.password).toContain('The password field confirmation does not match.');
  });
});

describe('forgot and reset password', () => {
  it('mails a reset link; the link sets a new password once and signs out everywhere', async () => {
    const session = await server.login('affiliate@academy.test');
    expect(
      (
        await server.request('POST', '/api/forgot-password', {
          json: { email: 'affiliate@academy.test' },
        })
      ).status,
    ).toBe(200);
    const mail = await lastMailTo('affiliate@academy.test');
    expect(mail.text).toContain('/auth/reset-password?token=');
    const token = linkToken(mail.text);
    const reset = {
      token,
      email: 'affiliate@academy.test',
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    };
    expect((await server.request('POST', '/api/reset-password', { json: reset })).status).toBe(200);
    expect((await server.request('GET', '/api/user', { token: session })).status).toBe(401);
    await server.login('affiliate@academy.test', 'new-password-1');
    const reused = await server.request<{ message: string }>('POST', '/api/reset-password', {
      json: reset,
    });
    expect(reused.status).toBe(422);
    expect(reused.body.message).toBe('The action link is invalid');
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const before = await server.connection.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const { status, body } = await server.request<{ message: string }>(
      'POST',
      '/api/forgot-password',
      { json: { email: 'ghost@example.com' } },
    );
    expect(status).toBe(200);
    expect(body.message).toMatch(/If an account exists/);
    const after = await server.connection.db
      .selectFrom('mail_outbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('leaves the link usable after an attempt naming another e-mail', async () => {
    await server.request('POST', '/api/forgot-password', {
      json: { email: 'employee@academy.test' },
    });
    const token = linkToken((await lastMailTo('employee@academy.test')).text);
    const reset = (email: string) =>
      server.request<{ message: string }>('POST', '/api/reset-password', {
        json: {
          token,
          email,
          password: 'new-password-2',
          password_confirmation: 'new-password-2',
        },
      });
    const wrong = await reset('student@academy.test');
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('The action link is invalid');
    expect((await reset('employee@academy.test')).status).toBe(200);
    await server.login('employee@academy.test', 'new-password-2');
  });

  it('leaves the link usable after an attempt with a password that fails the rules', async () => {
    await server.request('POST', '/api/forgot-password', {
      json: { email: 'parent@academy.test' },
    });
    const token = linkToken((await lastMailTo('parent@academy.test')).text);
    const json = { token, email: 'parent@academy.test' };
    const short = await server.request('POST', '/api/reset-password', {
      json: { ...json, password: 'short', password_confirmation: 'short' },
    });
    expect(short.status).toBe(422);
    const done = await server.request('POST', '/api/reset-password', {
      json: { ...json, password: 'new-password-3', password_confirmation: 'new-password-3' },
    });
    expect(done.status).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const { status, body } = await server.request<{ message: string }>(
      'POST',
      '/api/reset-password',
      {
        json: {
          token: 'made-up',
          email: 'admin@academy.test',
          password: 'whatever-123',
          password_confirmation: 'whatever-123',
        },
      },
    );
    expect(status).toBe(422);
    expect(body.message).toBe('The action link is invalid');
  });
});
