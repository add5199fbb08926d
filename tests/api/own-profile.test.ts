/**
 * The signed-in user's own profile (/user/edit): name, phone and profile fields, password and
 * e-mail changes, language and theme, and the prompt a publicly signed-up student sees once.
 * Each test works on an account of its own, so none depends on another's changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { rawRequest } from '../support/raw-request';
import { idWhere } from '../support/rows';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let nextAddress = 1;

beforeAll(async () => {
  server = await startTestServer({
    // Each sign-in from its own address, so the per-address limits stay out of the way; a tight
    // per-account limit so the throttle of the current-password check is reached in a few calls.
    trustProxy: true,
    login: { maxPerAccount: 3, maxPerIp: 50, windowMinutes: 15 },
  });
});
afterAll(() => server.close());

const fromNewAddress = () => ({ 'x-forwarded-for': `198.51.100.${nextAddress++}` });

async function signIn(email: string, password = DEMO_PASSWORD): Promise<number | string> {
  const response = await rawRequest(server, 'POST', '/api/login', {
    headers: fromNewAddress(),
    json: { email, password },
  });
  const token = response.json?.token;
  return typeof token === 'string' ? token : response.status;
}

async function tokenOf(email: string, password = DEMO_PASSWORD): Promise<string> {
  const token = await signIn(email, password);
  if (typeof token !== 'string') throw new Error(`Sign-in as ${email}: ${token}`);
  return token;
}

const whoAmI = async (token: string) =>
  (await server.request('GET', '/api/user', { token })).status;

async function call(token: string, method: string, path: string, json: unknown) {
  return rawRequest(server, method, path, {
    headers: { ...fromNewAddress(), authorization: `Bearer ${token}` },
    json,
  });
}

async function lastMailTo(email: string): Promise<{ subject: string; text: string } | undefined> {
  const mail = await server.connection.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return mail && { subject: String(mail.subject), text: String(mail.text) };
}

const linkToken = (text: string) =>
  new URL(/https?:\S+/.exec(text)?.[0] ?? 'http://x').searchParams.get('token') ?? '';

describe('PUT /api/user/password', () => {
  it('answers 422 on current_password for a wrong current password and keeps the old password', async () => {
    const token = await tokenOf('parent@academy.test');
    const response = await call(token, 'PUT', '/api/user/password', {
      current_password: 'not-my-password',
      password: 'a-brand-new-password',
      password_confirmation: 'a-brand-new-password',
    });
    expect(response.status).toBe(422);
    expect(response.json?.errors).toEqual({
      current_password: ['The current password is incorrect.'],
    });
    expect(typeof (await signIn('parent@academy.test'))).toBe('string');
    expect(await signIn('parent@academy.test', 'a-brand-new-password')).toBe(422);
  });

  it('counts wrong current passwords against the sign-in throttle of the account: past the limit 429, even for the right one', async () => {
    const token = await tokenOf('affiliate@academy.test');
    const attempt = (current_password: string) =>
      call(token, 'PUT', '/api/user/password', {
        current_password,
        password: 'a-brand-new-password',
        password_confirmation: 'a-brand-new-password',
      });
    for (let i = 0; i < 3; i++) expect((await attempt('wrong-password')).status).toBe(422);
    expect((await attempt(DEMO_PASSWORD)).status).toBe(429);
  });

  it("ends the user's other sessions and keeps the one that changed it", async () => {
    const email = 'employee@academy.test';
    const kept = await tokenOf(email);
    const other = await tokenOf(email);
    expect(await whoAmI(other)).toBe(200);
    const response = await call(kept, 'PUT', '/api/user/password', {
      current_password: DEMO_PASSWORD,
      password: 'a-brand-new-password',
      password_confirmation: 'a-brand-new-password',
    });
    expect(response.status, response.text).toBe(200);
    expect(await whoAmI(kept)).toBe(200);
    expect(await whoAmI(other)).toBe(401);
    expect(await signIn(email)).toBe(422);
    expect(typeof (await signIn(email, 'a-brand-new-password'))).toBe('string');
  });

  it('holds the new password to the password rules and its confirmation', async () => {
    const token = await tokenOf('admin@academy.test');
    const short = await call(token, 'PUT', '/api/user/password', {
      current_password: DEMO_PASSWORD,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(short.status).toBe(422);
    expect(Object.keys(short.json?.errors as object)).toEqual(['password']);
    const unmatched = await call(token, 'PUT', '/api/user/password', {
      current_password: DEMO_PASSWORD,
      password: 'a-brand-new-password',
      password_confirmation: 'another-new-password',
    });
    expect(unmatched.status).toBe(422);
    expect(unmatched.json?.errors).toEqual({
      password: ['The password field confirmation does not match.'],
    });
  });
});

describe('PUT /api/user/email', () => {
  it('keeps the new address pending, and the old one the sign-in name, until the link mailed to the new address is opened', async () => {
    const token = await tokenOf('student@academy.test');
    const asked = await call(token, 'PUT', '/api/user/email', {
      email: 'New.Student@Example.com',
      current_password: DEMO_PASSWORD,
    });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.json?.data).toMatchObject({
      email: 'student@academy.test',
      pending_email: 'new.student@example.com',
    });
    expect(typeof (await signIn('student@academy.test'))).toBe('string');
    expect(await signIn('new.student@example.com')).toBe(422);

    const mail = await lastMailTo('new.student@example.com');
    expect(mail?.text).toContain('/auth/confirm-email?token=');
    expect((await lastMailTo('student@academy.test'))?.subject).toBe(
      'Your sign-in e-mail address is being changed',
    );
    const confirm = await rawRequest(server, 'POST', '/api/user/email/confirm', {
      json: { token: linkToken(mail!.text) },
    });
    expect(confirm.status, confirm.text).toBe(200);
    expect(await signIn('student@academy.test')).toBe(422);
    const after = await tokenOf('new.student@example.com');
    const profile = await server.request<{ data: Record<string, unknown> }>(
      'GET',
      '/api/user/profile',
      { token: after },
    );
    expect(profile.body.data).toMatchObject({
      email: 'new.student@example.com',
      pending_email: null,
    });
    const studentRow = await server.connection.db
      .selectFrom('students')
      .select('email')
      .where('user_id', '=', await server.userId('new.student@example.com'))
      .executeTakeFirstOrThrow();
    expect(studentRow.email).toBe('new.student@example.com');
    const again = await rawRequest(server, 'POST', '/api/user/email/confirm', {
      json: { token: linkToken(mail!.text) },
    });
    expect(again.status).toBe(422);
  });

  it('answers alike for an address another account holds, mailing its owner instead of a link', async () => {
    const token = await tokenOf('parent@academy.test');
    const asked = await call(token, 'PUT', '/api/user/email', {
      email: 'admin@academy.test',
      current_password: DEMO_PASSWORD,
    });
    expect(asked.status, asked.text).toBe(200);
    expect(asked.json?.data).toMatchObject({ pending_email: 'admin@academy.test' });
    const mail = await lastMailTo('admin@academy.test');
    expect(mail?.subject).toBe('Someone tried to use your e-mail address');
    expect(mail?.text).not.toContain('token=');
  });

  it('answers 422 on current_password for a wrong current password and stores nothing', async () => {
    const token = await tokenOf('admin@academy.test');
    const asked = await call(token, 'PUT', '/api/user/email', {
      email: 'someone-else@example.com',
      current_password: 'not-my-password',
    });
    expect(asked.status).toBe(422);
    expect(asked.json?.errors).toEqual({
      current_password: ['The current password is incorrect.'],
    });
    expect(await lastMailTo('someone-else@example.com')).toBeUndefined();
  });
});

describe('PUT /api/user/preferences', () => {
  it('saves language and theme on the account; GET /api/user and the next sign-in answer them', async () => {
    const token = await tokenOf('admin@academy.test');
    const saved = await call(token, 'PUT', '/api/user/preferences', {
      locale: 'bn',
      theme: 'dark',
    });
    expect(saved.status, saved.text).toBe(200);
    const me = await server.request<{ data: Record<string, unknown> }>('GET', '/api/user', {
      token,
    });
    expect(me.body.data).toMatchObject({ locale: 'bn', theme: 'dark' });
    const login = await rawRequest(server, 'POST', '/api/login', {
      headers: fromNewAddress(),
      json: { email: 'admin@academy.test', password: DEMO_PASSWORD },
    });
    expect(login.json?.user).toMatchObject({ locale: 'bn', theme: 'dark' });
  });

  it('refuses a language or theme the app does not have', async () => {
    const token = await tokenOf('admin@academy.test');
    const saved = await call(token, 'PUT', '/api/user/preferences', {
      locale: 'fr',
      theme: 'neon',
    });
    expect(saved.status).toBe(422);
    expect(Object.keys(saved.json?.errors as object).sort()).toEqual(['locale', 'theme']);
  });
});

describe('PUT /api/user/profile', () => {
  it("saves a student's name and profile fields to the profile and the name to the account", async () => {
    // One of the demo centre's other students (the demo student's address changes in another test).
    const student = await server.connection.db
      .selectFrom('students')
      .select(['email', 'user_id'])
      .where('email', 'like', '%@students.academy.test')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const token = await tokenOf(String(student.email));
    const female = await idWhere(server, 'genders', 'title', 'Female');
    const saved = await call(token, 'PUT', '/api/user/profile', {
      first_name: 'Nadia',
      last_name: 'Islam',
      phone: '+880 1711 000000',
      school: 'Dhaka Residential Model College',
      grade: '11',
      date_of_birth: '2009-04-12',
      gender_id: female,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json?.data).toMatchObject({
      first_name: 'Nadia',
      last_name: 'Islam',
      profile: { school: 'Dhaka Residential Model College', grade: '11', gender_id: female },
    });
    const row = await server.connection.db
      .selectFrom('students')
      .select(['full_name', 'school', 'date_of_birth'])
      .where('user_id', '=', Number(student.user_id))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      full_name: 'Nadia Islam',
      school: 'Dhaka Residential Model College',
    });
    const me = await server.request<{ data: Record<string, unknown> }>('GET', '/api/user', {
      token,
    });
    expect(me.body.data).toMatchObject({ name: 'Nadia Islam', phone: '+880 1711 000000' });
  });

  it("saves a tutor's name through their employee profile and an admin's on the account", async () => {
    const tutor = await server.connection.db
      .selectFrom('employees')
      .select(['email', 'user_id'])
      .where('email', '!=', 'employee@academy.test')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    for (const email of [String(tutor.email), 'admin@academy.test']) {
      const token = await tokenOf(email);
      const saved = await call(token, 'PUT', '/api/user/profile', { last_name: 'Renamed' });
      expect(saved.status, `${email}: ${saved.text}`).toBe(200);
      const me = await server.request<{ data: { name: string } }>('GET', '/api/user', { token });
      expect(me.body.data.name).toMatch(/ Renamed$/);
    }
    const profile = await server.connection.db
      .selectFrom('employees')
      .select('full_name')
      .where('user_id', '=', Number(tutor.user_id))
      .executeTakeFirstOrThrow();
    expect(String(profile.full_name)).toMatch(/ Renamed$/);
  });

  it('refuses fields that are not the user’s own to set (e-mail, role, status)', async () => {
    const token = await tokenOf('admin@academy.test');
    const saved = await call(token, 'PUT', '/api/user/profile', {
      email: 'x@example.com',
      role_id: 1,
      status: 'inactive',
    });
    expect(saved.status).toBe(422);
    expect(Object.keys(saved.json?.errors as object).sort()).toEqual([
      'email',
      'role_id',
      'status',
    ]);
  });
});

describe('a student who signed up on the public site', () => {
  async function signedUpStudent(email: string): Promise<string> {
    const password = 'a-long-password';
    const signUp = await rawRequest(server, 'POST', '/api/register', {
      headers: fromNewAddress(),
      json: { first_name: 'Rafi', email, password, password_confirmation: password },
    });
    expect(signUp.status).toBe(201);
    const mail = await lastMailTo(email);
    await rawRequest(server, 'POST', '/api/email/verify', {
      json: { token: linkToken(mail!.text) },
    });
    return tokenOf(email, password);
  }

  const promptDue = async (token: string) =>
    (await server.request<{ data: { profile_prompt: boolean } }>('GET', '/api/user', { token }))
      .body.data.profile_prompt;

  it('is asked to complete the profile until the prompt has been shown once', async () => {
    const token = await signedUpStudent('rafi.prompt@example.com');
    expect(await promptDue(token)).toBe(true);
    const shown = await call(token, 'POST', '/api/user/profile-prompt', {});
    expect(shown.status).toBe(200);
    expect(await promptDue(token)).toBe(false);
  });

  it('is the only student asked: one the centre enrolled already has a profile', async () => {
    const token = await tokenOf('parent@academy.test');
    expect(await promptDue(token)).toBe(false);
    const student = await server.connection.db
      .selectFrom('students')
      .select('email')
      .where('email', 'like', '%@students.academy.test')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(await promptDue(await tokenOf(String(student.email)))).toBe(false);
  });

  it('gets a student profile, with a student number, on first saving their profile fields', async () => {
    const token = await signedUpStudent('rafi.profile@example.com');
    const saved = await call(token, 'PUT', '/api/user/profile', {
      last_name: 'Chowdhury',
      school: 'Notre Dame College',
      grade: '12',
      date_of_birth: '2008-01-30',
      gender_id: await idWhere(server, 'genders', 'title', 'Male'),
    });
    expect(saved.status, saved.text).toBe(200);
    const row = await server.connection.db
      .selectFrom('students')
      .selectAll()
      .where('user_id', '=', await server.userId('rafi.profile@example.com'))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      full_name: 'Rafi Chowdhury',
      email: 'rafi.profile@example.com',
      school: 'Notre Dame College',
    });
    expect(String(row.student_no)).toMatch(/^S-\d{6}$/);
    expect(await promptDue(token)).toBe(false);
  });
});
