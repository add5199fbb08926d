/**
 * The public site's home page editor, menus and logo, as the admin: reordering home sections by
 * drag (kept after a reload), nesting a menu item by dragging it sideways, and the logo's
 * 150 × 100 limit checked before upload, with a fitting logo shown in the app bar at once.
 */
import type { Locator, Page } from '@playwright/test';
import { pngOf } from '../support/files';
import { createRecord, expect, screen, test, toast, unique } from './fixtures';

test.use({ as: 'admin' });

/** Drags a handle by the mouse: a few pixels to start the drag, then to the target point. */
async function drag(page: Page, handle: Locator, to: { x: number; y: number }) {
  const box = await handle.boundingBox();
  if (!box) throw new Error('drag handle is not laid out');
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + 2, start.y + 8, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await page.mouse.up();
}

test('reorders home sections by drag on /homepage, kept after a reload', async ({
  page,
  api,
}, testInfo) => {
  await page.goto('/homepage');
  const list = page.getByTestId('home-list-home-section');
  const rows = list.getByTestId('home-row');
  await expect(rows.first()).toBeVisible();
  const before = await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-title')));
  expect(before.length).toBeGreaterThan(2);
  await expect(
    page.getByTestId('home-preview').getByTestId('preview-section').first(),
  ).toHaveAttribute('data-title', before[0]!);

  // The last section goes to the top. The list sits mid-screen first: near an edge, the drag
  // would scroll the page under the pointer.
  await list.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const target = await rows.first().boundingBox();
  if (!target) throw new Error('rows are not laid out');
  await drag(page, rows.last().getByTestId('home-row-handle'), {
    x: target.x + 20,
    y: target.y + 2,
  });
  const expected = [before[before.length - 1], ...before.slice(0, -1)];
  await expect(toast(page, 'Order saved.')).toBeVisible();
  await expect(rows.first()).toHaveAttribute('data-title', expected[0]!);
  // The preview follows at once (the first active section in the new order).
  await screen(page, testInfo, 'homepage-editor');

  await page.reload();
  await expect(rows.first()).toBeVisible();
  expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute('data-title')))).toEqual(
    expected,
  );
  const { body } = await api.get('home-section?per_page=100&sort_by=position&sort_dir=asc');
  expect((body.data as { title: string }[]).map((r) => r.title)).toEqual(expected);
});

test('hides a section with its switch and the preview drops it', async ({ page }) => {
  await page.goto('/homepage');
  const list = page.getByTestId('home-list-home-section');
  const row = list.getByTestId('home-row').first();
  const title = String(await row.getAttribute('data-title'));
  const preview = page.getByTestId('home-preview');
  await expect(preview.locator(`[data-title="${title}"]`)).toHaveCount(1);
  await row.getByRole('switch', { name: `Show ${title} on the site` }).click();
  await expect(preview.locator(`[data-title="${title}"]`)).toHaveCount(0);
  await row.getByRole('switch', { name: `Show ${title} on the site` }).click();
  await expect(preview.locator(`[data-title="${title}"]`)).toHaveCount(1);
});

test('nests a menu item by dragging it to the right, saved in one request', async ({
  page,
  api,
}, testInfo) => {
  const menu = await createRecord(api, 'menu', { name: unique('E2E Menu'), location: 'sidebar' });
  await api.post(`menu/${menu.id}/items`, {
    items: ['Alpha', 'Beta', 'Gamma'].map((label) => ({
      label,
      link_type: 'url',
      url: `/${label.toLowerCase()}`,
    })),
  });
  await page.goto(`/public/settings/menu/${menu.id}`);
  const item = (label: string) => page.locator(`[data-testid="menu-item"][data-label="${label}"]`);
  await expect(item('Beta')).toHaveAttribute('data-depth', '0');

  const handle = item('Beta').getByTestId('menu-item-handle');
  const box = await handle.boundingBox();
  if (!box) throw new Error('handle is not laid out');
  await drag(page, handle, { x: box.x + box.width / 2 + 50, y: box.y + box.height / 2 });
  await expect(item('Beta')).toHaveAttribute('data-depth', '1');
  await screen(page, testInfo, 'menu-items');
  await page.getByRole('button', { name: 'Save items' }).click();
  await expect(toast(page, 'Menu items saved.')).toBeVisible();

  await page.reload();
  await expect(item('Beta')).toHaveAttribute('data-depth', '1');
  const { body } = await api.get(`menu/${menu.id}/items`);
  const tree = body.data as { label: string; children: { label: string }[] }[];
  expect(tree.map((n) => [n.label, n.children.map((c) => c.label)])).toEqual([
    ['Alpha', ['Beta']],
    ['Gamma', []],
  ]);
});

test('refuses a logo over 150 × 100 before upload and shows a fitting one in the app bar', async ({
  page,
}, testInfo) => {
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/setting/group/')) uploads.push(r.method());
  });
  await page.goto('/public/settings/generalSettings/logoFav');
  const input = page.getByTestId('setting-logo-input');
  await input.setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: pngOf(200, 120) });
  await expect(page.getByTestId('setting-logo-error')).toHaveText(
    'The Logo must be at most 150 × 100 pixels (this one is 200 × 120).',
  );
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  expect(uploads).toEqual([]);

  await input.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: pngOf(150, 100) });
  await expect(page.getByTestId('setting-logo-error')).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Settings saved.')).toBeVisible();
  const logo = page.getByRole('img', { name: 'Academy Admin logo' });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveAttribute('src', /\/uploads\/setting\/.+\.png$/);
  await screen(page, testInfo, 'logo-saved');

  // Back to the text fallback, so other tests see the shell as seeded.
  await page.getByRole('button', { name: 'Remove' }).first().click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Settings saved.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Academy Admin logo' })).toHaveCount(0);
});
