/**
 * Issue 8's "done when", through the real API only: an admin edits the home page, a page, a menu
 * and a blog post, and the public read API serves exactly that content, in order; a visitor's
 * comment waits in moderation and appears publicly only once approved.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: string;

type Row = Record<string, unknown> & { id: number };
type Rows = { data: Row[] };
type One = { data: Row };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
});
afterAll(() => server.close());

/** A visitor's read: no token. */
const visit = <T>(path: string) => server.request<T>('GET', `/api/public/${path}`);
const asAdmin = <T>(method: string, path: string, json?: unknown) =>
  server.request<T>(method, path, { token: admin, json });

describe('what an admin edits is what the site reads', () => {
  it('serves the home sections in the order arranged, and only the active ones', async () => {
    const { body } = await asAdmin<Rows>('GET', '/api/home-section?per_page=100');
    const ids = body.data.map((s) => s.id).reverse();
    expect(ids.length).toBeGreaterThan(2);
    const arranged = await asAdmin('POST', '/api/arrange-order/home-section', { items: ids });
    expect(arranged.status).toBe(200);
    const hidden = ids[1]!;
    expect((await asAdmin('PUT', `/api/home-section/toggle/${hidden}`)).status).toBe(200);
    const edited = await asAdmin('PUT', `/api/home-section/${ids[0]}`, {
      title: 'Winter SAT bootcamp',
      body: '<p>Six weeks, <strong>four</strong> mock tests.</p>',
    });
    expect(edited.status).toBe(200);

    const served = await visit<Rows>('home-sections');
    expect(served.body.data.map((s) => s.id)).toEqual(ids.filter((id) => id !== hidden));
    expect(served.body.data[0]).toMatchObject({
      title: 'Winter SAT bootcamp',
      body: '<p>Six weeks, <strong>four</strong> mock tests.</p>',
    });
  });

  it('serves an edited page by its slug, and not once it is a draft again', async () => {
    const { body } = await asAdmin<Rows>('GET', '/api/page?search=about');
    const about = body.data[0]!;
    const edited = await asAdmin<One>('PUT', `/api/page/${about.id}`, {
      title: 'About our centre',
      content: '<h2>Since 2014</h2><p>Tutors who care.</p>',
      status: 'published',
    });
    expect(edited.status).toBe(200);
    const slug = String(edited.body.data.slug);
    const served = await visit<One>(`pages/${slug}`);
    expect(served.status).toBe(200);
    expect(served.body.data).toMatchObject({
      title: 'About our centre',
      content: '<h2>Since 2014</h2><p>Tutors who care.</p>',
    });

    await asAdmin('PUT', `/api/page/status/change/${about.id}/draft`);
    expect((await visit(`pages/${slug}`)).status).toBe(404);
  });

  it("serves a menu's items in the order and nesting saved", async () => {
    const created = await asAdmin<One>('POST', '/api/menu', {
      name: 'Parents’ corner',
      location: 'footer',
    });
    expect(created.status).toBe(201);
    const menuId = created.body.data.id;
    const saved = await asAdmin('PUT', `/api/menu/${menuId}/items`, {
      items: [
        { label: 'Courses', link_type: 'url', url: '/courses' },
        {
          label: 'Help',
          link_type: 'url',
          url: '/help',
          children: [
            { label: 'FAQ', link_type: 'url', url: '/faq' },
            { label: 'Contact', link_type: 'url', url: '/contact' },
          ],
        },
      ],
    });
    expect(saved.status).toBe(200);

    const served = await visit<{ data: { items: Row[] } }>(`menus/${menuId}`);
    const items = served.body.data.items;
    const childrenOf = (parent: number | null) =>
      items
        .filter((i) => i.parent_id === parent)
        .sort((a, b) => Number(a.position) - Number(b.position));
    const top = childrenOf(null);
    expect(top.map((i) => i.label)).toEqual(['Courses', 'Help']);
    expect(childrenOf(top[1]!.id).map((i) => i.label)).toEqual(['FAQ', 'Contact']);
    expect(childrenOf(top[0]!.id)).toEqual([]);
  });

  it('serves an edited post, and a comment only once approved', async () => {
    const posts = await visit<Rows>('blog-posts');
    const post = posts.body.data[0]!;
    const edited = await asAdmin('PUT', `/api/blog-post/${post.id}`, {
      title: 'How to pace the Digital SAT',
      body: '<p>Spend the first minute <em>reading</em>.</p>',
    });
    expect(edited.status).toBe(200);
    const slug = String(post.slug);
    const read = await visit<One & { data: { comments: Row[] } }>(`blog-posts/${slug}`);
    expect(read.body.data).toMatchObject({
      title: 'How to pace the Digital SAT',
      body: '<p>Spend the first minute <em>reading</em>.</p>',
    });

    const sent = await server.request('POST', '/api/public/blog-comment', {
      json: {
        blog_post_id: post.id,
        name: 'Nadia',
        email: 'nadia@example.com',
        body: 'This helped my son a lot.',
      },
    });
    expect(sent.status).toBe(201);
    const commentsOf = async () =>
      (await visit<{ data: { comments: Row[] } }>(`blog-posts/${slug}`)).body.data.comments;
    expect((await commentsOf()).map((c) => c.body)).not.toContain('This helped my son a lot.');

    const pending = await asAdmin<Rows>(
      'GET',
      `/api/blog-comment?filter[status]=pending&filter[blog_post_id]=${post.id}`,
    );
    const comment = pending.body.data.find((c) => c.body === 'This helped my son a lot.');
    expect(comment).toBeDefined();
    const approved = await asAdmin(
      'PUT',
      `/api/blog-comment/status/change/${comment!.id}/approved`,
    );
    expect(approved.status).toBe(200);

    const comments = await commentsOf();
    expect(comments.map((c) => c.body)).toContain('This helped my son a lot.');
    expect(comments.every((c) => !('email' in c))).toBe(true);
  });

  it('stores a contact message for the staff, never readable by the public', async () => {
    const sent = await server.request('POST', '/api/public/contact', {
      json: {
        name: 'Rahim',
        email: 'rahim@example.com',
        subject: 'Batch timings',
        message: 'Is there an evening batch?',
      },
    });
    expect(sent.status).toBe(201);
    const { body } = await asAdmin<Rows>('GET', '/api/contact-request?search=Batch');
    expect(body.data[0]).toMatchObject({ subject: 'Batch timings', is_handled: false });
    expect((await visit('contact-requests')).status).toBe(404);
  });
});
