/**
 * Public-site management (home page and settings part): arrange order and toggle of the
 * home page's rows, the embed host rule, settings groups with the logo's 150 × 100 limit, page
 * slugs, and menu trees saved whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBlob, pngOf } from '../support/files';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: string;
let student: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
  student = await server.login('student@academy.test');
});
afterAll(() => server.close());

type Errors = { message: string; errors: Record<string, string[]> };
type Rows = { data: Record<string, unknown>[] };
type Saved = { data: Record<string, unknown> };

const listIds = async (resource: string, sort = 'position') => {
  const { body } = await server.request<Rows>(
    'GET',
    `/api/${resource}?per_page=100&sort_by=${sort}&sort_dir=asc`,
    { token: admin },
  );
  return body.data.map((r) => Number(r.id));
};

describe('home page rows', () => {
  it.each(['slider', 'promotion', 'home-section', 'widget'])(
    'arranges %s rows in the order given',
    async (type) => {
      const ids = await listIds(type);
      expect(ids.length).toBeGreaterThan(1);
      const reversed = [...ids].reverse();
      const { status } = await server.request('POST', `/api/arrange-order/${type}`, {
        token: admin,
        json: { items: reversed },
      });
      expect(status).toBe(200);
      expect(await listIds(type)).toEqual(reversed);
    },
  );

  it('refuses arranging for a user without the ability', async () => {
    const ids = await listIds('home-section');
    const { status } = await server.request('POST', '/api/arrange-order/home-section', {
      token: student,
      json: { items: ids },
    });
    expect(status).toBe(403);
  });

  it('toggles a home section off and on', async () => {
    const [id] = await listIds('home-section');
    const read = async () =>
      (await server.request<Saved>('GET', `/api/home-section/${id}`, { token: admin })).body.data
        .is_active;
    const before = await read();
    expect(
      (await server.request('PUT', `/api/home-section/toggle/${id}`, { token: admin })).status,
    ).toBe(200);
    expect(await read()).toBe(!before);
    await server.request('PUT', `/api/home-section/toggle/${id}`, { token: admin });
    expect(await read()).toBe(before);
  });

  it('refuses an embed from a host the sanitiser does not allow', async () => {
    const { status, body } = await server.request<Errors>('POST', '/api/slider', {
      token: admin,
      json: {
        title: 'Tour',
        media_type: 'embed',
        embed_url: 'https://evil.example.com/embed/1',
      },
    });
    expect(status).toBe(422);
    expect(body.errors.embed_url?.[0]).toMatch(/must be an https address on www\.youtube\.com/);
  });

  it('accepts an embed from an allowed host and needs an image for an image slide', async () => {
    const ok = await server.request<Saved>('POST', '/api/slider', {
      token: admin,
      json: { title: 'Tour', media_type: 'embed', embed_url: 'https://player.vimeo.com/video/1' },
    });
    expect(ok.status).toBe(201);
    const noImage = await server.request<Errors>('POST', '/api/slider', {
      token: admin,
      json: { title: 'Picture', media_type: 'image' },
    });
    expect(noImage.status).toBe(422);
    expect(noImage.body.errors.image).toBeDefined();
  });

  it('sanitises a home section body on write', async () => {
    const { status, body } = await server.request<Saved>('POST', '/api/home-section', {
      token: admin,
      json: {
        title: 'XSS',
        design_type: 'cards',
        layout: 'centered',
        body: '<p onclick="x()">Hi<script>alert(1)</script><iframe src="https://evil.example.com/x"></iframe></p>',
      },
    });
    expect(status).toBe(201);
    const html = String(body.data.body);
    expect(html).toContain('<p>Hi');
    for (const unsafe of ['script', 'onclick', 'evil.example.com'])
      expect(html).not.toContain(unsafe);
  });

  it('refuses a promotion ending before it starts', async () => {
    const { status, body } = await server.request<Errors>('POST', '/api/promotion', {
      token: admin,
      json: { title: 'Late', starts_on: '2026-12-10', ends_on: '2026-12-01' },
    });
    expect(status).toBe(422);
    expect(body.errors.ends_on).toBeDefined();
  });
});

describe('settings groups', () => {
  const settingsOf = async (group: string) => {
    const { body } = await server.request<Rows>('GET', '/api/setting/', { token: student });
    return Object.fromEntries(
      body.data.filter((r) => r.group === group).map((r) => [r.name, r.value]),
    );
  };

  it('saves a group and GET /api/setting answers the new values', async () => {
    const { status, body } = await server.request<{ data: { name: string; value: string }[] }>(
      'PUT',
      '/api/setting/group/general',
      {
        token: admin,
        json: { site_name: 'Bright Academy', tagline: 'Learn with us', email: 'hi@bright.test' },
      },
    );
    expect(status).toBe(200);
    expect(body.data.find((r) => r.name === 'site_name')?.value).toBe('Bright Academy');
    expect(await settingsOf('general')).toMatchObject({
      site_name: 'Bright Academy',
      tagline: 'Learn with us',
      email: 'hi@bright.test',
    });
  });

  it('refuses unknown names, bad values and users without the ability', async () => {
    const bad = await server.request<Errors>('PUT', '/api/setting/group/social', {
      token: admin,
      json: { facebook: 'not a url', tiktok: 'https://tiktok.com/' },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['facebook', 'tiktok']);
    const dates = await server.request<Errors>('PUT', '/api/setting/group/top_ad', {
      token: admin,
      json: { starts_on: '2026-12-10', ends_on: '2026-12-01' },
    });
    expect(dates.body.errors.ends_on).toBeDefined();
    const forbidden = await server.request('PUT', '/api/setting/group/general', {
      token: student,
      json: { site_name: 'Mine' },
    });
    expect(forbidden.status).toBe(403);
    expect(
      (await server.request('PUT', '/api/setting/group/nope', { token: admin, json: { a: '1' } }))
        .status,
    ).toBe(404);
  });

  it('saves social links and the top ad with a switch and dates', async () => {
    const { status } = await server.request('PUT', '/api/setting/group/top_ad', {
      token: admin,
      json: {
        text: 'Open day',
        link: '/open-day',
        enabled: false,
        starts_on: '2026-12-01',
        ends_on: '2026-12-10',
      },
    });
    expect(status).toBe(200);
    expect(await settingsOf('top_ad')).toMatchObject({
      enabled: '0',
      link: '/open-day',
      ends_on: '2026-12-10',
    });
  });

  it('refuses a logo larger than 150 × 100 with the size it got', async () => {
    const form = new FormData();
    form.set('logo', fileBlob(pngOf(200, 120), 'image/png'), 'logo.png');
    const { status, body } = await server.request<Errors>('POST', '/api/setting/group/general', {
      token: admin,
      form,
    });
    expect(status).toBe(422);
    expect(body.errors.logo).toEqual([
      'The logo must be at most 150 × 100 pixels (this one is 200 × 120).',
    ]);
    expect(body.message).toContain('200 × 120');
  });

  it('accepts a logo of exactly 150 × 100 and serves it', async () => {
    const form = new FormData();
    form.set('logo', fileBlob(pngOf(150, 100), 'image/png'), 'logo.png');
    const { status } = await server.request('POST', '/api/setting/group/general', {
      token: admin,
      form,
    });
    expect(status).toBe(200);
    const logo = String((await settingsOf('general')).logo);
    expect(logo).toMatch(/^\/uploads\/setting\/.+\.png$/);
    const served = await fetch(`${server.url}${logo}`);
    expect(served.status).toBe(200);
  });

  it('refuses a favicon that is not square', async () => {
    const form = new FormData();
    form.set('favicon', fileBlob(pngOf(64, 32), 'image/png'), 'favicon.png');
    const { status, body } = await server.request<Errors>('POST', '/api/setting/group/general', {
      token: admin,
      form,
    });
    expect(status).toBe(422);
    expect(body.errors.favicon?.[0]).toMatch(/must be square \(this one is 64 × 32\)/);
  });
});

describe('pages', () => {
  it('keeps slugs unique and in their public form', async () => {
    const taken = await server.request<Errors>('POST', '/api/page', {
      token: admin,
      json: { title: 'About again', slug: 'about-us', template: 1 },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.slug?.[0]).toMatch(/already been taken/);
    const badForm = await server.request<Errors>('POST', '/api/page', {
      token: admin,
      json: { title: 'Bad', slug: 'Bad Slug!', template: 1 },
    });
    expect(badForm.status).toBe(422);
    expect(badForm.body.errors.slug).toBeDefined();
    // Left empty, the slug is made from the title, and kept free of the ones already taken.
    for (const expected of ['about-us-2', 'about-us-3']) {
      const made = await server.request<Saved>('POST', '/api/page', {
        token: admin,
        json: { title: 'About us', template: 1 },
      });
      expect(made.status).toBe(201);
      expect(made.body.data.slug).toBe(expected);
    }
    const ok = await server.request<Saved>('POST', '/api/page', {
      token: admin,
      json: { title: 'Scholarships', slug: 'scholarships', template: 1, content: '<p>x</p>' },
    });
    expect(ok.status).toBe(201);
  });
});

describe('menu trees', () => {
  type Node = { label: string; position: number; children: Node[]; page_id: number | null };
  let menuId: number;
  let pageId: number;

  beforeAll(async () => {
    const menu = await server.request<Saved>('POST', '/api/menu', {
      token: admin,
      json: { name: 'Test menu', location: 'sidebar' },
    });
    menuId = Number(menu.body.data.id);
    const pages = await server.request<Rows>('GET', '/api/page?search=about', { token: admin });
    pageId = Number(pages.body.data[0]!.id);
  });

  it('saves nesting and order in one request and reads them back', async () => {
    const { status, body } = await server.request<{ data: Node[] }>(
      'PUT',
      `/api/menu/${menuId}/items`,
      {
        token: admin,
        json: {
          items: [
            { label: 'Second', link_type: 'url', url: '/b' },
            {
              label: 'About',
              link_type: 'page',
              page_id: pageId,
              children: [
                { label: 'Child B', link_type: 'url', url: 'https://example.com/b' },
                {
                  label: 'Child A',
                  link_type: 'url',
                  url: '/a',
                  children: [{ label: 'Deep', link_type: 'url', url: '/d' }],
                },
              ],
            },
          ],
        },
      },
    );
    expect(status).toBe(200);
    const read = await server.request<{ data: Node[] }>('GET', `/api/menu/${menuId}/items`, {
      token: admin,
    });
    for (const tree of [body.data, read.body.data]) {
      expect(tree.map((n) => n.label)).toEqual(['Second', 'About']);
      expect(tree[1]!.page_id).toBe(pageId);
      expect(tree[1]!.children.map((n) => [n.label, n.position])).toEqual([
        ['Child B', 1],
        ['Child A', 2],
      ]);
      expect(tree[1]!.children[1]!.children.map((n) => n.label)).toEqual(['Deep']);
    }
  });

  it('replaces the whole tree on the next save', async () => {
    await server.request('PUT', `/api/menu/${menuId}/items`, {
      token: admin,
      json: { items: [{ label: 'Only', link_type: 'url', url: '/' }] },
    });
    const read = await server.request<{ data: Node[] }>('GET', `/api/menu/${menuId}/items`, {
      token: admin,
    });
    expect(read.body.data.map((n) => [n.label, n.children.length])).toEqual([['Only', 0]]);
  });

  it('refuses bad links, missing targets and too deep a tree, keeping what was stored', async () => {
    const bad = await server.request<Errors>('PUT', `/api/menu/${menuId}/items`, {
      token: admin,
      json: {
        items: [
          { label: 'Script', link_type: 'url', url: 'javascript:alert(1)' },
          { label: 'Gone', link_type: 'page', page_id: 999999 },
          { label: 'No course', link_type: 'course' },
        ],
      },
    });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['items.0.url', 'items.2.course_id']);
    const missing = await server.request<Errors>('PUT', `/api/menu/${menuId}/items`, {
      token: admin,
      json: { items: [{ label: 'Gone', link_type: 'page', page_id: 999999 }] },
    });
    expect(missing.body.errors['items.0.page_id']).toEqual(['The selected page is invalid.']);
    const deep = (n: number): Record<string, unknown> => ({
      label: `L${n}`,
      link_type: 'url',
      url: '/',
      children: n > 1 ? [deep(n - 1)] : [],
    });
    const tooDeep = await server.request<Errors>('PUT', `/api/menu/${menuId}/items`, {
      token: admin,
      json: { items: [deep(4)] },
    });
    expect(tooDeep.status).toBe(422);
    expect(tooDeep.body.errors.items?.[0]).toMatch(/at most 3 deep/);
    const read = await server.request<{ data: Node[] }>('GET', `/api/menu/${menuId}/items`, {
      token: admin,
    });
    expect(read.body.data.map((n) => n.label)).toEqual(['Only']);
  });

  it('lets only users with the ability change a menu', async () => {
    const { status } = await server.request('PUT', `/api/menu/${menuId}/items`, {
      token: student,
      json: { items: [] },
    });
    expect(status).toBe(403);
  });
});
