/**
 * The public site's content screens as the admin: writing a blog post with a cover and a body,
 * moderating a comment (the blog posts' badge follows), and adding gallery pictures several at a
 * time, then dragging one into place from the keyboard; the order holds after a reload.
 */
import type { Page } from '@playwright/test';
import { pngOf } from '../support/files';
import { createRecord, expect, screen, sidebar, test, toast, unique } from './fixtures';

test.use({ as: 'admin' });

type Row = Record<string, unknown> & { id: number };

async function pendingBadge(page: Page): Promise<number> {
  const entry = sidebar(page).getByRole('menuitem', { name: /^Blog posts, \d+ new$/ });
  const label = (await entry.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) new$/.exec(label)?.[1]);
}

test('writes a blog post with a cover and a body', async ({ page, api }, testInfo) => {
  const title = unique('E2E Exam week checklist');
  await page.goto('/public/blog/post/create');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Study Tips' }).click();
  // The cover's drop zone; the editor's own file input (upload a picture) comes later.
  await page.locator('input[type="file"]:not([data-testid])').setInputFiles({
    name: 'cover.png',
    mimeType: 'image/png',
    buffer: pngOf(64, 40),
  });
  const body = page.locator('.ProseMirror').first();
  await body.click();
  await body.pressSequentially('Sleep well and bring two pencils.');
  await page.getByTestId('editor-image-upload').setInputFiles({
    name: 'pencils.png',
    mimeType: 'image/png',
    buffer: pngOf(20, 20),
  });
  await expect(body.locator('img[src^="/uploads/blog-post/editor/"]')).toBeVisible();
  await screen(page, testInfo, 'blog-post-create');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'created successfully')).toBeVisible();

  const { body: listed } = await api.get(`blog-post?search=${encodeURIComponent(title)}`);
  const [post] = listed.data as Row[];
  expect(post).toMatchObject({ title, status: 'draft' });
  expect(String(post!.cover)).toMatch(/^\/uploads\/blog-post\/.+\.png$/);
  expect(String(post!.body)).toContain('Sleep well and bring two pencils.');
  expect(String(post!.body)).toMatch(/<img src="\/uploads\/blog-post\/editor\/[^"]+\.png"/);
  expect(String(post!.slug)).toMatch(/^e2e-exam-week-checklist-/);
});

test('approves a pending comment and the blog posts badge drops', async ({ page, api }) => {
  const { body: posts } = await api.get('blog-post?filter[status]=published&per_page=1');
  const post = (posts.data as Row[])[0]!;
  const name = unique('E2E Reader');
  await createRecord(api, 'blog-comment', {
    blog_post_id: post.id,
    name,
    email: 'e2e.reader@example.com',
    body: 'Is there a mock test this Saturday?',
  });

  await page.goto(`/public/blog/post/${post.id}/show`);
  const comment = page.getByRole('article', { name });
  await expect(comment.getByText('Pending')).toBeVisible();
  await expect(
    sidebar(page).getByRole('menuitem', { name: /^Blog posts, \d+ new$/ }),
  ).toBeAttached();
  const before = await pendingBadge(page);
  expect(before).toBeGreaterThan(0);

  await comment.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Comments updated: 1')).toBeVisible();
  await expect(comment.getByText('Approved')).toBeVisible();
  await expect.poll(() => pendingBadge(page)).toBe(before - 1);
});

test('adds gallery pictures at once and keeps a dragged order', async ({ page, api }, testInfo) => {
  const gallery = await createRecord(api, 'gallery-category', { name: unique('E2E Science fair') });
  await page.goto(`/public/gallery/category/${gallery.id}/show`);
  await expect(page.getByText('No images in this gallery yet.')).toBeVisible();

  await page.getByTestId('gallery-upload').setInputFiles(
    [1, 2, 3].map((n) => ({
      name: `fair-${n}.png`,
      mimeType: 'image/png',
      buffer: pngOf(30 + n, 20),
    })),
  );
  await expect(toast(page, 'Images added: 3')).toBeVisible();
  await expect(page.getByTestId('gallery-image')).toHaveCount(3);

  const stored = async () => {
    const { body } = await api.get(
      `gallery-image?filter[category_id]=${gallery.id}&sort_by=position&sort_dir=asc`,
    );
    return (body.data as Row[]).map((r) => String(r.image));
  };
  const [first, second, third] = await stored();

  const handle = page.getByRole('button', { name: 'Drag to move image 1' });
  await handle.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(toast(page, 'Order saved')).toBeVisible();
  await expect.poll(stored).toEqual([second, first, third]);

  await page.reload();
  await expect(page.getByTestId('gallery-image')).toHaveCount(3);
  const shown = await page
    .getByTestId('gallery-image')
    .locator('img')
    .evaluateAll((images) => images.map((i) => new URL((i as HTMLImageElement).src).pathname));
  expect(shown).toEqual([second, first, third]);
  await screen(page, testInfo, 'gallery-images');
});
