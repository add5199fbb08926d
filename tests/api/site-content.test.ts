/**
 * The public site's content (docs/API.md "Public-site content"): slugs, the category type rule,
 * comment moderation and its counter, gallery multi-upload and reorder, contact replies, and who
 * may write.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileBlob, pdf, pngOf } from '../support/files';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: string;

type Saved = { status: boolean; message: string; data: Record<string, unknown> };
type Listed = { data: Record<string, unknown>[]; meta: { total: number } };
type Refused = { message: string; errors: Record<string, string[]> };

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin@academy.test');
});
afterAll(() => server.close());

const create = (name: string, json: Record<string, unknown>, token = admin) =>
  server.request<Saved & Refused>('POST', `/api/${name}`, { token, json });

async function counters(): Promise<Record<string, number>> {
  const { body } = await server.request<{ data: { counters: Record<string, number> } }>(
    'GET',
    '/api/dashboard/report',
    { token: admin },
  );
  return body.data.counters;
}

describe('slugs', () => {
  it('are made from the name, kept unique with a number, and edited by hand', async () => {
    const first = await create('blog-category', { name: 'Exam Day Advice' });
    expect(first.status).toBe(201);
    expect(first.body.data.slug).toBe('exam-day-advice');
    const second = await create('blog-category', { name: 'Exam day advice!' });
    expect(second.body.data.slug).toBe('exam-day-advice-2');

    const taken = await create('blog-category', { name: 'Other', slug: 'exam-day-advice' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.slug?.[0]).toMatch(/already been taken/);
    const malformed = await create('blog-category', { name: 'Other', slug: 'Not A Slug' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors).toHaveProperty('slug');

    const edited = await server.request<Saved>(
      'PUT',
      `/api/blog-category/${String(second.body.data.id)}`,
      {
        token: admin,
        json: { slug: 'on-the-day' },
      },
    );
    expect(edited.body.data.slug).toBe('on-the-day');
    const cleared = await server.request<Saved>(
      'PUT',
      `/api/blog-category/${String(second.body.data.id)}`,
      {
        token: admin,
        json: { slug: '' },
      },
    );
    expect(cleared.body.data.slug).toBe('exam-day-advice-2');
  });

  it('are unique per category type: a gallery may share a blog category’s slug', async () => {
    await create('blog-category', { name: 'Open House' });
    const gallery = await create('gallery-category', { name: 'Open House' });
    expect(gallery.status).toBe(201);
    expect(gallery.body.data.slug).toBe('open-house');
  });

  it('keep Bangla titles readable and posts unique', async () => {
    const category = await create('blog-category', { name: 'পরামর্শ' });
    expect(category.body.data.slug).toBe('পরামর্শ');
    const a = await create('blog-post', { title: 'SAT Tips', category_id: category.body.data.id });
    const b = await create('blog-post', { title: 'SAT tips', category_id: category.body.data.id });
    expect([a.body.data.slug, b.body.data.slug]).toEqual(['sat-tips', 'sat-tips-2']);
    const clash = await create('blog-post', {
      title: 'Another',
      slug: 'sat-tips',
      category_id: category.body.data.id,
    });
    expect(clash.status).toBe(422);
  });
});

describe('categories by type', () => {
  it('lists each type under its own resource and refuses a gallery for a blog post', async () => {
    const blog = await server.request<Listed>('GET', '/api/blog-category?per_page=100', {
      token: admin,
    });
    const galleries = await server.request<Listed>('GET', '/api/gallery-category?per_page=100', {
      token: admin,
    });
    const blogIds = new Set(blog.body.data.map((r) => r.id));
    expect(galleries.body.data.length).toBeGreaterThan(0);
    for (const g of galleries.body.data) expect(blogIds.has(g.id)).toBe(false);

    const galleryId = galleries.body.data[0]!.id;
    const refused = await create('blog-post', { title: 'Misfiled', category_id: galleryId });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty('category_id');
    const asBlog = await server.request('GET', `/api/blog-category/${String(galleryId)}`, {
      token: admin,
    });
    expect(asBlog.status).toBe(404);
  });

  it('sets the author to the writer and cleans the body', async () => {
    const blog = await server.request<Listed>('GET', '/api/blog-category', { token: admin });
    const post = await create('blog-post', {
      title: 'Safe body',
      category_id: blog.body.data[0]!.id,
      body: '<p>Hello<script>alert(1)</script><img src="https://example.com/a.png" onerror="x()"></p>',
    });
    expect(post.body.data.author_id).toBe(await server.userId('admin@academy.test'));
    expect(String(post.body.data.body)).not.toMatch(/script|onerror/);
    expect(String(post.body.data.body)).toContain('<img src="https://example.com/a.png"');
  });
});

describe('comment moderation', () => {
  it('approves and rejects, and the pending counter follows', async () => {
    const posts = await server.request<Listed>('GET', '/api/blog-post', { token: admin });
    const before = (await counters()).pending_comments ?? 0;
    const made = await create('blog-comment', {
      blog_post_id: posts.body.data[0]!.id,
      name: 'Reader',
      email: 'reader@example.com',
      body: 'Useful, thank you.',
    });
    expect(made.body.data.status).toBe('pending');
    expect((await counters()).pending_comments).toBe(before + 1);

    const id = String(made.body.data.id);
    const approved = await server.request('PUT', `/api/blog-comment/status/change/${id}/approved`, {
      token: admin,
    });
    expect(approved.status).toBe(200);
    expect((await counters()).pending_comments).toBe(before);
    const odd = await server.request('PUT', `/api/blog-comment/status/change/${id}/spam`, {
      token: admin,
    });
    expect(odd.status).toBe(422);
    await server.request('PUT', `/api/blog-comment/status/change/${id}/rejected`, { token: admin });
    const approvedOnly = await server.request<Listed>(
      'GET',
      `/api/blog-comment?filter[status]=approved&filter[blog_post_id]=${String(posts.body.data[0]!.id)}`,
      { token: admin },
    );
    expect(approvedOnly.body.data.some((c) => String(c.id) === id)).toBe(false);
  });
});

describe('gallery images', () => {
  it('uploads several at once, checks each file, and keeps a dragged order', async () => {
    const gallery = await create('gallery-category', { name: 'Sports Day' });
    const id = String(gallery.body.data.id);
    const form = new FormData();
    form.append('images[0]', fileBlob(pngOf(4, 3), 'image/png'), 'a.png');
    form.append('images[1]', fileBlob(pngOf(5, 3), 'image/png'), 'b.png');
    form.append('images[2]', fileBlob(pngOf(6, 3), 'image/png'), 'c.png');
    form.append('captions[0]', 'Relay');
    const added = await server.request<{ data: Record<string, unknown>[] }>(
      'POST',
      `/api/gallery-category/${id}/images`,
      { token: admin, form },
    );
    expect(added.status).toBe(201);
    expect(added.body.data.map((r) => r.caption)).toEqual(['Relay', null, null]);

    const bad = new FormData();
    bad.append('images[0]', fileBlob(pngOf(4, 3), 'image/png'), 'ok.png');
    bad.append('images[1]', fileBlob(pdf(), 'application/pdf'), 'doc.pdf');
    const refused = await server.request<Refused>('POST', `/api/gallery-category/${id}/images`, {
      token: admin,
      form: bad,
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(['images.1']);

    const listed = async () =>
      (
        await server.request<Listed>(
          'GET',
          `/api/gallery-image?filter[category_id]=${id}&sort_by=position&sort_dir=asc`,
          { token: admin },
        )
      ).body.data.map((r) => r.id);
    const ids = await listed();
    expect(ids).toHaveLength(3);
    const reversed = [...ids].reverse();
    const arranged = await server.request('POST', '/api/arrange-order/gallery-image', {
      token: admin,
      json: { items: reversed },
    });
    expect(arranged.status).toBe(200);
    expect(await listed()).toEqual(reversed);

    const missing = await server.request('POST', '/api/gallery-category/999999/images', {
      token: admin,
      form: new FormData(),
    });
    expect(missing.status).toBe(404);
  });
});

describe('contact requests', () => {
  it('replies by e-mail, keeps the reply and counts as handled', async () => {
    const before = (await counters()).unhandled_contact_requests ?? 0;
    const made = await create('contact-request', {
      name: 'Nadia Karim',
      email: 'nadia@example.com',
      subject: 'Weekend classes',
      message: 'Do you teach on Saturdays?',
    });
    expect((await counters()).unhandled_contact_requests).toBe(before + 1);
    const id = String(made.body.data.id);
    const empty = await server.request<Refused>('POST', `/api/contact-request/${id}/reply`, {
      token: admin,
      json: { message: '  ' },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toHaveProperty('message');

    const replied = await server.request<Saved>('POST', `/api/contact-request/${id}/reply`, {
      token: admin,
      json: { message: 'Yes, from 10 am to 1 pm.' },
    });
    expect(replied.status).toBe(200);
    expect(replied.body.data).toMatchObject({
      is_handled: true,
      reply: 'Yes, from 10 am to 1 pm.',
      handled_by: await server.userId('admin@academy.test'),
    });
    expect(replied.body.data.handled_at).toBeTruthy();
    const mail = await server.connection.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to', '=', 'nadia@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Re: Weekend classes');
    expect(String(mail.text)).toContain('Yes, from 10 am to 1 pm.');
    expect((await counters()).unhandled_contact_requests).toBe(before);

    const reopened = await server.request<Saved>('PUT', `/api/contact-request/toggle/${id}`, {
      token: admin,
    });
    expect(reopened.status).toBe(200);
    const shown = await server.request<{ data: Record<string, unknown> }>(
      'GET',
      `/api/contact-request/${id}`,
      { token: admin },
    );
    expect(shown.body.data).toMatchObject({
      is_handled: false,
      handled_at: null,
      handled_by: null,
    });
  });
});

describe('pictures in rich text', () => {
  it('stores an uploaded picture for a text and serves it; refuses other files and readers', async () => {
    const form = new FormData();
    form.append('image', fileBlob(pngOf(8, 6), 'image/png'), 'inline.png');
    const stored = await server.request<{ data: { url: string } }>(
      'POST',
      '/api/blog-post/editor-image',
      { token: admin, form },
    );
    expect(stored.status).toBe(201);
    expect(stored.body.data.url).toMatch(/^\/uploads\/blog-post\/editor\/.+\.png$/);
    const served = await fetch(`${server.url}${stored.body.data.url}`);
    expect(served.status).toBe(200);

    const notImage = new FormData();
    notImage.append('image', fileBlob(pdf(), 'application/pdf'), 'doc.pdf');
    const refused = await server.request<Refused>('POST', '/api/faq/editor-image', {
      token: admin,
      form: notImage,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toHaveProperty('image');

    const student = await server.login('student@academy.test');
    const again = new FormData();
    again.append('image', fileBlob(pngOf(8, 6), 'image/png'), 'inline.png');
    const forbidden = await server.request('POST', '/api/blog-post/editor-image', {
      token: student,
      form: again,
    });
    expect(forbidden.status).toBe(403);
  });
});

describe('permissions', () => {
  it('lets a student write none of it, nor read contact requests', async () => {
    const student = await server.login('student@academy.test');
    for (const name of [
      'blog-post',
      'blog-category',
      'gallery-category',
      'faq',
      'advisor',
      'testimonial',
    ])
      expect((await create(name, { name: 'x', title: 'x', question: 'x' }, student)).status).toBe(
        403,
      );
    expect((await server.request('GET', '/api/contact-request', { token: student })).status).toBe(
      403,
    );
    const contact = await server.request('GET', '/api/contact-request', { token: admin });
    const first = (contact.body as Listed).data[0]!;
    expect(
      (
        await server.request('POST', `/api/contact-request/${String(first.id)}/reply`, {
          token: student,
          json: { message: 'hi' },
        })
      ).status,
    ).toBe(403);
    const galleries = await server.request<Listed>('GET', '/api/gallery-category', {
      token: admin,
    });
    const form = new FormData();
    form.append('images[0]', fileBlob(pngOf(4, 3), 'image/png'), 'a.png');
    expect(
      (
        await server.request(
          'POST',
          `/api/gallery-category/${String(galleries.body.data[0]!.id)}/images`,
          {
            token: student,
            form,
          },
        )
      ).status,
    ).toBe(403);
  });
});
