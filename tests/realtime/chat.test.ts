/**
 * The chat over the whole product: the real app (database, sign-in, channel policy) and
 * laravel-echo with pusher-js in Node, configured by the browser's own option builder
 * (src/lib/realtime/settings.ts) and authorised through /api/broadcasting/auth.
 */
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { echoOptions, parseRealtimeConfig } from '../../src/lib/realtime/settings';
import { startTestServer, type TestServer } from '../support/server';
import { within } from './helpers';

let server: TestServer;
const echoes: Echo<'pusher'>[] = [];

// The whole product starts here: migrations and the demo seed take longer than a protocol test.
beforeAll(async () => {
  server = await startTestServer();
}, 120_000);
afterAll(async () => {
  for (const echo of echoes) echo.disconnect();
  await server?.close();
});

async function signedInEcho(email: string) {
  const token = await server.login(email);
  const config = parseRealtimeConfig(
    await (await fetch(`${server.url}/api/broadcasting/config`)).json(),
  );
  if (!config) throw new Error('no realtime config');
  const url = new URL(server.url);
  const echo = new Echo(
    echoOptions(config, token, `${server.url}/api/broadcasting/auth`, url, Pusher),
  );
  echoes.push(echo);
  return { echo, token, id: await server.userId(email) };
}

describe('chat in realtime', () => {
  it('delivers MessageEvent with the sender id after a real send', async () => {
    const tutor = await signedInEcho('employee@academy.test');
    const student = await signedInEcho('student@academy.test');
    const subscribed = within<void>('the message channel subscription', (resolve) => {
      student.echo.private(`message-channel-${student.id}`).subscribed(() => resolve());
    });
    const received = within<{ sender_id: number; message: { text: string } }>(
      'MessageEvent',
      (resolve) => {
        student.echo.private(`message-channel-${student.id}`).listen('MessageEvent', resolve);
      },
    );
    await subscribed;
    const sent = await server.request('POST', `/api/messages/${student.id}`, {
      token: tutor.token,
      json: { text: 'See you on Tuesday' },
    });
    expect(sent.status).toBe(201);
    const event = await received;
    expect(event.sender_id).toBe(tutor.id);
    expect(event.message.text).toBe('See you on Tuesday');
  });

  it("shows the sender's own message on their other tabs", async () => {
    const tutor = await signedInEcho('employee@academy.test');
    const otherTab = tutor.echo.private(`message-channel-${tutor.id}`);
    const subscribed = within<void>('the own channel subscription', (resolve) => {
      otherTab.subscribed(() => resolve());
    });
    const received = within<{ sender_id: number; message: { text: string } }>(
      'MessageEvent on the own channel',
      (resolve) => otherTab.listen('MessageEvent', resolve),
    );
    await subscribed;
    const studentId = await server.userId('student@academy.test');
    const sent = await server.request('POST', `/api/messages/${studentId}`, {
      token: tutor.token,
      json: { text: 'Bring the workbook' },
    });
    expect(sent.status).toBe(201);
    const event = await received;
    expect(event.sender_id).toBe(tutor.id);
    expect(event.message.text).toBe('Bring the workbook');
  });

  it('refuses to subscribe someone to another user’s message channel', async () => {
    const parent = await signedInEcho('parent@academy.test');
    const tutorId = await server.userId('employee@academy.test');
    const error = await within<unknown>('the refusal', (resolve) => {
      parent.echo.private(`message-channel-${tutorId}`).error(resolve);
    });
    expect(error).toBeTruthy();
  });

  it('tells an online tutor live when their student comes online', async () => {
    const tutor = await signedInEcho('employee@academy.test');
    const watch = tutor.echo.private(`online-channel-${tutor.id}`);
    await within<void>('the tutor online', (resolve) => watch.subscribed(() => resolve()));
    const heard = within<{ user_id: number }>('ContactOnline', (resolve) =>
      watch.listen('ContactOnline', resolve),
    );

    const student = await signedInEcho('student@academy.test');
    const own = student.echo.private(`online-channel-${student.id}`);
    await within<void>('the student online', (resolve) => own.subscribed(() => resolve()));
    const announced = await server.request<{ data: number[] }>('POST', '/api/messages/online', {
      token: student.token,
    });
    expect(announced.body.data).toContain(tutor.id);
    expect(await heard).toEqual({ user_id: student.id });
  });
});
