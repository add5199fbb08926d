/**
 * Every field that holds a link takes an absolute http(s) address or, where a path makes sense, a
 * path on the same site, and nothing a browser could read as another scheme or another host:
 * through the generic resources, the settings groups and the menu tree alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyUsers } from '../../server/domain/notifications/notify';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: string;
let adminId: number;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
  adminId = await server.userId('admin@academy.test');
});
afterAll(() => server.close());

type Answer = {
  data?: { id: number } & Record<string, unknown>;
  errors?: Record<string, string[]>;
};

const slide = (links: Record<string, string>) => ({
  title: 'Open day',
  media_type: 'video',
  video_url: 'https://videos.example.com/open-day.mp4',
  button1_label: 'Join',
  ...links,
});

const push = (link: string) => ({
  title: 'Mock test',
  message: 'Bring a calculator.',
  link,
  audience: 'users',
  users: [adminId],
});

async function post(resource: string, json: Record<string, unknown>) {
  return server.request<Answer>('POST', `/api/${resource}`, { token: admin, json });
}

describe('link fields of the generic resources', () => {
  it('refuses a slider button link of /\\evil.example with the field error', async () => {
    const { status, body } = await post('slider', slide({ button1_link: '/\\evil.example' }));
    expect(status).toBe(422);
    expect(Object.keys(body.errors ?? {})).toEqual(['button1_link']);
    expect(body.errors?.button1_link).toEqual([
      'The first button link field must be an http(s) URL or a path starting with a single /.',
    ]);
  });

  it('refuses a push campaign link of javascript:alert(1) with the field error', async () => {
    const { status, body } = await post('push-notification', push('javascript:alert(1)'));
    expect(status).toBe(422);
    expect(Object.keys(body.errors ?? {})).toEqual(['link']);
  });

  it.each([
    ['slider', 'button2_link', slide({ button2_link: '//evil.example' })],
    ['slider', 'button1_link', slide({ button1_link: '/%5Cevil.example' })],
    ['promotion', 'link', { title: 'Offer', link: 'https://good.example@evil.example/' }],
    ['home-section', 'button_link', { title: 'Hero', button_link: 'data:text/html,<b>x</b>' }],
    ['push-notification', 'link', push('\\\\evil.example')],
    ['schedule', 'online_link', { online_link: '/class' }],
  ])('refuses an unsafe %s %s', async (resource, field, json) => {
    const { status, body } = await post(resource, json);
    expect(status).toBe(422);
    expect(body.errors?.[field]).toHaveLength(1);
  });

  it('stores a same-site path and an https address as given', async () => {
    const saved = await post(
      'slider',
      slide({ button1_link: '/courses?level=sat#top', button2_link: 'https://example.com/a' }),
    );
    expect(saved.status).toBe(201);
    expect(saved.body.data).toMatchObject({
      button1_link: '/courses?level=sat#top',
      button2_link: 'https://example.com/a',
    });
    for (const link of ['/student/exam', 'https://example.com/exam']) {
      const campaign = await post('push-notification', push(link));
      expect(campaign.status).toBe(201);
      expect(campaign.body.data?.link).toBe(link);
    }
  });
});

describe('links outside the generic resources', () => {
  it('refuses a top-ad link of /\\evil.example and a social link that is a path', async () => {
    const topAd = await server.request<Answer>('PUT', '/api/setting/group/top_ad', {
      token: admin,
      json: { link: '/\\evil.example' },
    });
    expect(topAd.status).toBe(422);
    expect(Object.keys(topAd.body.errors ?? {})).toEqual(['link']);
    const social = await server.request<Answer>('PUT', '/api/setting/group/social', {
      token: admin,
      json: { facebook: '/facebook' },
    });
    expect(social.status).toBe(422);
    expect(Object.keys(social.body.errors ?? {})).toEqual(['facebook']);
  });

  it('refuses a menu item url of /\\evil.example', async () => {
    const menu = await post('menu', { name: 'Links test', location: 'footer' });
    expect(menu.status).toBe(201);
    const { status, body } = await server.request<Answer>(
      'PUT',
      `/api/menu/${String(menu.body.data?.id)}/items`,
      {
        token: admin,
        json: { items: [{ label: 'Evil', link_type: 'url', url: '/\\evil.example' }] },
      },
    );
    expect(status).toBe(422);
    expect(Object.keys(body.errors ?? {})).toEqual(['items.0.url']);
  });
});

describe('links the domain writes itself', () => {
  it('keeps an unsafe link out of a notification, and keeps a safe one', async () => {
    const ctx = { ...server.app.services, actor: null };
    const notice = { subject: 'Links test', message: 'Look' };
    await notifyUsers(ctx, [adminId], { ...notice, link: 'javascript:alert(1)' });
    await notifyUsers(ctx, [adminId], { ...notice, link: '/%5Cevil.example' });
    await notifyUsers(ctx, [adminId], { ...notice, link: '/common/complain/1/show' });
    const rows = await server.connection.db
      .selectFrom('notifications')
      .select('link')
      .where('subject', '=', notice.subject)
      .orderBy('id')
      .execute();
    expect(rows.map((r) => r.link)).toEqual([null, null, '/common/complain/1/show']);
  });
});
