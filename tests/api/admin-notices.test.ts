/**
 * Notices for the staff (the "common notification"): what tutors, students, parents and the
 * public site bring in for an admin to act on reaches the bell of every active admin, and live on
 * their admin channel as `CommonNotification`. Inactive admins, non-admins and the admin who did
 * it get nothing; a post the honeypot swallowed tells nobody.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadActor } from '../../server/domain/auth/actor';
import { notifyAdmins } from '../../server/domain/notifications/notify-admins';
import { addDays, centreNow, dayName, specDayOf } from '../../server/domain/scheduling/calendar';
import type { ClassSession } from '../../schema';
import { fileBlob, pdf } from '../support/files';
import { rawRequest } from '../support/raw-request';
import { browserClients, waitFor } from '../support/pusher-client';
import { idWhere } from '../support/rows';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
type Who = 'admin' | 'deputy' | 'tutor' | 'student' | 'parent';
const tokens = {} as Record<Who, string>;
const ids = {} as Record<Who | 'away' | 'retired', number>;
const clients = browserClients();
let nextAddress = 10;

type Saved = { data: Record<string, unknown> };
interface Bell {
  data: { id: number; subject: string; message: string; link: string | null; is_seen: boolean }[];
}

async function createUser(email: string, roleId: number, status: 'active' | 'inactive') {
  const made = await server.request<Saved>('POST', '/api/users', {
    token: tokens.admin,
    json: { first_name: 'Staff', email, role_id: roleId, status, password: 'staff-password' },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return Number(made.body.data.id);
}

beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
  tokens.admin = await server.login('admin@academy.test');
  const adminRole = await idWhere(server, 'roles', 'name', 'Admin');
  // A second active admin, an inactive one, and one whose admin role is switched off.
  ids.deputy = await createUser('deputy@academy.test', adminRole, 'active');
  ids.away = await createUser('away@academy.test', adminRole, 'inactive');
  const oldRole = await server.request<Saved>('POST', '/api/role', {
    token: tokens.admin,
    json: { name: 'Former board', type: 1, is_active: true },
  });
  expect(oldRole.status).toBe(201);
  const oldRoleId = Number(oldRole.body.data.id);
  ids.retired = await createUser('retired@academy.test', oldRoleId, 'active');
  await server.connection.db
    .updateTable('roles')
    .set({ is_active: 0 })
    .where('id', '=', oldRoleId)
    .execute();
  const people: [Who, string, string?][] = [
    ['admin', 'admin@academy.test'],
    ['deputy', 'deputy@academy.test', 'staff-password'],
    ['tutor', 'employee@academy.test'],
    ['student', 'student@academy.test'],
    ['parent', 'parent@academy.test'],
  ];
  for (const [who, email, password] of people) {
    tokens[who] ??= await server.login(email, password);
    ids[who] = await server.userId(email);
  }
});
afterAll(async () => {
  clients.disconnectAll();
  await server.close();
});

const idOf = (table: string, column: string, value: string) =>
  idWhere(server, table, column, value);

/** Who was told of the record at `link`, by the rows in `notifications`. */
async function toldOf(link: string): Promise<number[]> {
  const rows = await server.connection.db
    .selectFrom('notifications')
    .select('user_id')
    .where('link', '=', link)
    .execute();
  return rows.map((r) => Number(r.user_id)).sort((a, b) => a - b);
}

const activeAdmins = () => [ids.admin, ids.deputy].sort((a, b) => a - b);

/** Every active admin, and no one else, has this notice unseen in their bell. */
async function expectAdminsTold(notice: { subject: string; message: string; link: string }) {
  expect(await toldOf(notice.link)).toEqual(activeAdmins());
  for (const who of ['admin', 'deputy'] as const) {
    const bell = await server.request<Bell>('GET', '/api/user/notification?per_page=50', {
      token: tokens[who],
    });
    expect(
      bell.body.data.find((n) => n.link === notice.link),
      who,
    ).toMatchObject({
      ...notice,
      is_seen: false,
    });
  }
  for (const who of ['away', 'retired', 'tutor', 'student', 'parent'] as const)
    expect(await toldOf(notice.link)).not.toContain(ids[who]);
}

async function fileComplaint(who: Who, subject: string, message: string) {
  const filed = await server.request<Saved>('POST', '/api/complain', {
    token: tokens[who],
    json: { subject, message },
  });
  expect(filed.status, JSON.stringify(filed.body)).toBe(201);
  return Number(filed.body.data.id);
}

/** Classes the demo tutor teaches a few days ahead that nobody has asked to cancel yet. */
async function tutorsOpenClasses(): Promise<ClassSession[]> {
  const today = centreNow().date;
  const query = new URLSearchParams({ from: addDays(today, 3), to: addDays(today, 40) });
  query.set('tutor_id', String(await idOf('employees', 'email', 'employee@academy.test')));
  const { body } = await server.request<{ data: ClassSession[] }>(
    'GET',
    `/api/schedule/sessions?${query.toString()}`,
    { token: tokens.tutor },
  );
  const asked = await server.connection.db
    .selectFrom('schedule_cancel_requests')
    .select(['schedule_id', 'date'])
    .execute();
  const taken = new Set(asked.map((r) => `${String(r.schedule_id)}:${String(r.date)}`));
  const open = body.data.filter((s) => s.status === 0 && !taken.has(s.key));
  expect(open.length, 'open classes of the demo tutor').toBeGreaterThan(0);
  return open;
}

async function countNotifications(): Promise<number> {
  const row = await server.connection.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const visitor = () => ({ 'x-forwarded-for': `198.51.100.${nextAddress++}` });

async function postForm(path: string, body: Record<string, unknown> | FormData) {
  const sent = await rawRequest(server, 'POST', `/api/public/${path}`, {
    headers: visitor(),
    ...(body instanceof FormData ? { form: body } : { json: body }),
  });
  expect(sent.status, sent.text).toBe(201);
}

describe('complaints', () => {
  it('a complaint a tutor files reaches every active admin', async () => {
    const id = await fileComplaint(
      'tutor',
      'Whiteboard markers',
      'Room 3 has   no markers\nthat still write.',
    );
    await expectAdminsTold({
      subject: 'New complaint: Whiteboard markers',
      message: 'Tanvir Hasan (Tutor) wrote: Room 3 has no markers that still write.',
      link: `/common/complain/${id}/show`,
    });
  });

  it('so does one from a student or a parent', async () => {
    const fromStudent = await fileComplaint('student', 'Library hours', 'Please open on Fridays.');
    await expectAdminsTold({
      subject: 'New complaint: Library hours',
      message: 'Ayesha Rahman (Student) wrote: Please open on Fridays.',
      link: `/common/complain/${fromStudent}/show`,
    });
    const fromParent = await fileComplaint('parent', 'Parking', 'No place to wait at pick-up.');
    expect(await toldOf(`/common/complain/${fromParent}/show`)).toEqual(activeAdmins());
  });

  it('one an admin files tells nobody', async () => {
    const id = await fileComplaint('deputy', 'Printer', 'The office printer jams.');
    expect(await toldOf(`/common/complain/${id}/show`)).toEqual([]);
  });
});

describe('cancel requests', () => {
  it("a tutor's request waits for the admins, linked to its page", async () => {
    const session = (await tutorsOpenClasses())[0]!;
    const filed = await server.request<Saved>('POST', '/api/schedule-cancel-request', {
      token: tokens.tutor,
      json: { schedule_id: session.schedule_id, date: session.date, reason: 'Dentist appointment' },
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    const when = `${dayName(specDayOf(session.date))} ${session.date}`;
    await expectAdminsTold({
      subject: `Cancel request: ${session.course_title} on ${when}`,
      message: `Tanvir Hasan (Tutor) asks to cancel the ${session.course_title} class on ${when}. Reason: Dentist appointment`,
      link: `/admin/course/scheduleCancelRequest/${String(filed.body.data.id)}/show`,
    });
  });

  it("an admin's own request tells nobody", async () => {
    const session = (await tutorsOpenClasses())[0]!;
    const filed = await server.request<Saved>('POST', '/api/schedule-cancel-request', {
      token: tokens.admin,
      json: { schedule_id: session.schedule_id, date: session.date, reason: 'Staff training' },
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect(
      await toldOf(`/admin/course/scheduleCancelRequest/${String(filed.body.data.id)}/show`),
    ).toEqual([]);
  });
});

describe('the public forms', () => {
  it('a tutoring request reaches every active admin', async () => {
    await postForm('tutoring-request', {
      guardian_name: 'Shirin Akhter',
      email: 'shirin.notice@example.com',
      phone: '+880 1711-222333',
      student_name: 'Rafi Akhter',
      student_level: 'Grade 9',
      subject_id: await idOf('subjects', 'name', 'Physics'),
    });
    const id = await idOf('tutoring_requests', 'email', 'shirin.notice@example.com');
    await expectAdminsTold({
      subject: 'New tutoring request: Rafi Akhter',
      message:
        'Shirin Akhter asks for tutoring for Rafi Akhter (Grade 9) in Physics. Phone: +880 1711-222333.',
      link: `/admin/tutoring_request/${id}/show`,
    });
  });

  it('a contact message reaches every active admin', async () => {
    await postForm('contact', {
      name: 'Rahim Uddin',
      email: 'rahim.notice@example.com',
      subject: 'Evening batch',
      message: 'Is there an evening batch for SAT Math?',
    });
    const id = await idOf('contact_requests', 'email', 'rahim.notice@example.com');
    await expectAdminsTold({
      subject: 'New contact message: Evening batch',
      message:
        'Rahim Uddin (rahim.notice@example.com) wrote: Is there an evening batch for SAT Math?',
      link: `/public/contact_request/${id}/show`,
    });
  });

  it('a job application reaches every active admin', async () => {
    const form = new FormData();
    form.set('job_id', String(await idOf('jobs', 'title', 'SAT Math Tutor')));
    form.set('name', 'Sadia Islam');
    form.set('email', 'sadia.notice@example.com');
    form.set('cv', fileBlob(pdf(), 'application/pdf'), 'cv.pdf');
    await postForm('job-application', form);
    const id = await idOf('job_applicants', 'email', 'sadia.notice@example.com');
    await expectAdminsTold({
      subject: 'New job application: SAT Math Tutor',
      message: 'Sadia Islam (sadia.notice@example.com) applied for SAT Math Tutor.',
      link: `/admin/job/applicant/${id}/show`,
    });
  });

  it('a blog comment to moderate reaches every active admin', async () => {
    const posts = await server.request<{ data: { id: number; title: string }[] }>(
      'GET',
      '/api/public/blog-posts',
    );
    const post = posts.body.data[0]!;
    await postForm('blog-comment', {
      blog_post_id: post.id,
      name: 'Nadia',
      email: 'nadia.notice@example.com',
      body: 'This helped my son a lot.',
    });
    const id = await idOf('blog_comments', 'email', 'nadia.notice@example.com');
    await expectAdminsTold({
      subject: `Comment awaiting moderation: ${post.title}`,
      message: `Nadia commented on "${post.title}": This helped my son a lot.`,
      link: `/public/blog/comment/${id}/show`,
    });
  });

  it('a post the honeypot swallowed tells nobody', async () => {
    const before = await countNotifications();
    const bot = { website: 'https://spam.test/' };
    await postForm('tutoring-request', {
      guardian_name: 'Bot',
      email: 'bot@example.com',
      phone: '+880 1711-000000',
      student_name: 'Bot',
      ...bot,
    });
    await postForm('contact', {
      name: 'Bot',
      email: 'bot@example.com',
      subject: 'Cheap pills',
      message: 'Buy now',
      ...bot,
    });
    const post = await server.request<{ data: { id: number }[] }>('GET', '/api/public/blog-posts');
    await postForm('blog-comment', {
      blog_post_id: post.body.data[0]!.id,
      name: 'Bot',
      email: 'bot@example.com',
      body: 'Visit my site',
      ...bot,
    });
    const form = new FormData();
    form.set('job_id', String(await idOf('jobs', 'title', 'SAT Math Tutor')));
    form.set('name', 'Bot');
    form.set('email', 'bot@example.com');
    form.set('website', bot.website);
    await postForm('job-application', form);
    expect(await countNotifications()).toBe(before);
  });

  it('a request the staff enter themselves tells nobody', async () => {
    const made = await server.request<Saved>('POST', '/api/tutoring-request', {
      token: tokens.deputy,
      json: {
        guardian_name: 'Walk-in Parent',
        email: 'walk-in@example.com',
        phone: '+880 1711-999888',
        student_name: 'Walk-in Student',
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(await toldOf(`/admin/tutoring_request/${String(made.body.data.id)}/show`)).toEqual([]);
  });
});

describe('notifyAdmins', () => {
  it('leaves out the admin whose change it announces', async () => {
    const signedIn = await loadActor(server.connection.db, ids.deputy);
    const link = '/admin/tutoring_request';
    await notifyAdmins(
      { ...server.app.services, actor: signedIn!.actor },
      { subject: 'Deputy did something', message: 'Look', link },
    );
    expect(await toldOf(link)).toEqual([ids.admin]);
  });
});

describe('live', () => {
  const browserClient = (token: string) => clients.open({ url: server.url, token });

  it('pushes a CommonNotification to a subscribed admin when a tutor files a complaint', async () => {
    const { body } = await server.request<{ data: { key: string } }>(
      'GET',
      '/api/broadcasting/config',
    );
    expect(body.data.key).toBe('academy-key');
    const channel = browserClient(tokens.admin).subscribe(
      `private-admin-notify-channel-${ids.admin}`,
    );
    await waitFor('the admin channel subscription', (resolve) =>
      channel.bind('pusher:subscription_succeeded', resolve),
    );
    const arrived = waitFor<Record<string, unknown>>('the CommonNotification', (resolve) =>
      channel.bind('CommonNotification', resolve),
    );

    const id = await fileComplaint('tutor', 'Broken chair', 'A chair in Room 5 is broken.');
    const link = `/common/complain/${id}/show`;
    const row = await server.connection.db
      .selectFrom('notifications')
      .select(['id', 'created_at'])
      .where('link', '=', link)
      .where('user_id', '=', ids.admin)
      .executeTakeFirstOrThrow();
    const pushed = await arrived;
    expect(pushed).toEqual({
      id: Number(row.id),
      subject: 'New complaint: Broken chair',
      message: 'Tanvir Hasan (Tutor) wrote: A chair in Room 5 is broken.',
      link,
      is_seen: false,
      created_at: expect.any(String) as unknown,
    });
    expect(Date.parse(String(pushed.created_at))).toBe(
      new Date(row.created_at as string).getTime(),
    );
  });

  it('pushes a campaign to a whole user type as a CommonNotification on the user channel', async () => {
    const channel = browserClient(tokens.student).subscribe(`private-user-channel-${ids.student}`);
    await waitFor('the user channel subscription', (resolve) =>
      channel.bind('pusher:subscription_succeeded', resolve),
    );
    const heard: { event: string; subject: unknown }[] = [];
    channel.bind_global((event: string, data: { subject?: unknown } | undefined) => {
      if (!event.startsWith('pusher:')) heard.push({ event, subject: data?.subject });
    });
    const send = async (title: string, audience: Record<string, unknown>) => {
      const made = await server.request('POST', '/api/push-notification', {
        token: tokens.admin,
        json: { title, message: 'See the notice board.', ...audience },
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const arrived = waitFor(title, (resolve) => {
        const look = () => (heard.some((h) => h.subject === title) ? resolve(true) : undefined);
        channel.bind_global(look);
        look();
      });
      await server.app.notificationQueue.runOnce();
      await server.app.notificationQueue.runOnce();
      await arrived;
    };
    await send('Every student: mock test', { audience: 'type', user_type: 3 });
    await send('Just you: mock test', { audience: 'users', users: [ids.student] });
    expect(heard).toEqual([
      { event: 'CommonNotification', subject: 'Every student: mock test' },
      { event: 'UserNotification', subject: 'Just you: mock test' },
    ]);
  });
});
