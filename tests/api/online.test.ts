/**
 * Who sees whom online (docs/API.md "Who sees whom online"): real pusher-js clients on the app's
 * built-in realtime server, authorised by the real app, and the online endpoints reading the
 * occupied channels through the Pusher HTTP API.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_TYPE } from '../../schema';
import { publish } from '../../server/realtime/publisher';
import { browserClients, waitFor } from '../support/pusher-client';
import { startTestServer, type TestServer } from '../support/server';

interface Person {
  token: string;
  id: number;
}

let server: TestServer;
const clients = browserClients();
let tutor: Person;
let student: Person;
let strangerStudent: Person;
let strangerParent: Person;

async function person(email: string): Promise<Person> {
  return { token: await server.login(email), id: await server.userId(email) };
}

/** The first active user of a kind who is not among the tutor's chat contacts. */
async function notTheTutors(kind: 'student' | 'parent'): Promise<Person> {
  const contacts = await server.request<{ data: { id: number }[] }>(
    'GET',
    '/api/messages/contacts?per_page=200',
    { token: tutor.token },
  );
  const theirs = new Set(contacts.body.data.map((c) => c.id));
  const rows = await server.connection.db
    .selectFrom('users')
    .innerJoin('roles', 'roles.id', 'users.role_id')
    .select(['users.id', 'users.email'])
    .where('roles.type', '=', ROLE_TYPE[kind])
    .where('users.status', '=', 'active')
    .orderBy('users.id')
    .execute();
  const stranger = rows.find((row) => !theirs.has(Number(row.id)));
  if (!stranger) throw new Error(`every ${kind} is the tutor's contact`);
  return person(String(stranger.email));
}

const browser = (token: string) => clients.open({ url: server.url, token });

/** Subscribes as the browser does, to the user's own online channel; resolves once subscribed. */
async function goOnline(who: Person) {
  const channel = browser(who.token).subscribe(`private-online-channel-${who.id}`);
  await waitFor('the online channel subscription', (resolve) =>
    channel.bind('pusher:subscription_succeeded', resolve),
  );
  return channel;
}

/** The HTTP status of a refused subscription. */
function refusal(token: string, channelName: string): Promise<number> {
  const channel = browser(token).subscribe(channelName);
  return waitFor('the refusal', (resolve) =>
    channel.bind('pusher:subscription_error', (error: { status: number }) => resolve(error.status)),
  );
}

const onlineList = (who: Person) =>
  server.request<{ data: number[] }>('GET', '/api/messages/online', { token: who.token });

beforeAll(async () => {
  server = await startTestServer();
  tutor = await person('employee@academy.test');
  student = await person('student@academy.test');
  strangerStudent = await notTheTutors('student');
  strangerParent = await notTheTutors('parent');
  for (const who of [tutor, student, strangerStudent, strangerParent]) await goOnline(who);
}, 120_000);

afterAll(async () => {
  clients.disconnectAll();
  await server?.close();
});

describe('who sees whom online', () => {
  it("lists a tutor's online student, and not an online student or parent who is not theirs", async () => {
    const { status, body } = await onlineList(tutor);
    expect(status).toBe(200);
    expect(body.data).toContain(student.id);
    expect(body.data).not.toContain(strangerStudent.id);
    expect(body.data).not.toContain(strangerParent.id);
    expect(body.data).not.toContain(tutor.id);
  });

  it('refuses the online list and every online channel to a user who may not chat', async () => {
    const affiliation = await person('affiliate@academy.test');
    expect((await onlineList(affiliation)).status).toBe(403);
    const announce = await server.request('POST', '/api/messages/online', {
      token: affiliation.token,
    });
    expect(announce.status).toBe(403);
    expect(await refusal(affiliation.token, `private-online-channel-${affiliation.id}`)).toBe(403);
    expect(await refusal(affiliation.token, `private-online-channel-${tutor.id}`)).toBe(403);
  });

  it("refuses a user another user's online channel", async () => {
    expect(await refusal(student.token, `private-online-channel-${tutor.id}`)).toBe(403);
    expect(await refusal(strangerStudent.token, `private-online-channel-${student.id}`)).toBe(403);
  });

  it('announces a contact coming online live to an online contact, not to a non-contact', async () => {
    const tutorWatch = await goOnline(tutor);
    const strangerWatch = await goOnline(strangerStudent);
    const strangerHeard: unknown[] = [];
    strangerWatch.bind('ContactOnline', (data: unknown) => strangerHeard.push(data));
    const tutorHears = waitFor<unknown>('ContactOnline for the tutor', (resolve) =>
      tutorWatch.bind('ContactOnline', resolve),
    );

    await goOnline(student);
    const announced = await server.request<{ data: number[] }>('POST', '/api/messages/online', {
      token: student.token,
    });
    expect(announced.status).toBe(200);
    expect(announced.body.data).toContain(tutor.id);
    expect(announced.body.data).not.toContain(strangerStudent.id);
    expect(await tutorHears).toEqual({ user_id: student.id });

    // Published after the announcement on the same server, so delivered after it would have been.
    const marker = waitFor('the marker', (resolve) => strangerWatch.bind('Marker', resolve));
    await publish(`private-online-channel-${strangerStudent.id}`, 'Marker', {});
    await marker;
    expect(strangerHeard).toEqual([]);
  });
});
