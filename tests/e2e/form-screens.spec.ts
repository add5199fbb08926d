/**
 * Every create and edit screen the admin may open becomes usable: its save button shows and the
 * loading screen is gone. One page moves between the routes inside the app (no reloads), so a
 * screen that stays on "Loading" while its data has arrived fails here, whatever resource it is.
 */
import type { Page } from '@playwright/test';
import { resources } from '../../resources.config';
import type { Resource } from '../../schema';
import { createRecord, dhakaDay, expect, goInside, test, type Api } from './fixtures';

test.use({ as: 'admin' });

type Routed = Resource & { route: string };

/** The save button of a generated form, or of a resource's own create page. */
const SAVE = /^(Save|Create pay run)$/;

/** Rows for resources the demo data leaves empty, made through the API. */
const arrange: Record<string, (api: Api) => Promise<Record<string, unknown>>> = {
  'class-session': async (api) => {
    const { body } = await api.get('schedule?per_page=1');
    const [schedule] = body.data as { id: number; day_of_week: number }[];
    return { schedule_id: schedule!.id, date: nextClassDay(schedule!.day_of_week) };
  },
  'affiliate-course-rate': async (api) => ({
    affiliate_id: await firstId(api, 'affiliate'),
    course_id: await firstId(api, 'course'),
    rate: 12.5,
  }),
};

/** A day some weeks ahead on a schedule's weekday (the config counts 1 = Saturday … 7 = Friday). */
function nextClassDay(dayOfWeek: number): string {
  const jsDay = (dayOfWeek + 5) % 7;
  for (let days = 35; ; days++) {
    const day = dhakaDay(days);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === jsDay) return day;
  }
}

async function firstId(api: Api, name: string): Promise<number | undefined> {
  const { status, body } = await api.get(`${name}?per_page=1`);
  expect(status, `GET /api/${name}`).toBe(200);
  const rows = body.data as { id: number }[];
  return rows[0]?.id;
}

async function existingId(api: Api, r: Resource): Promise<number> {
  const id = await firstId(api, r.name);
  if (id !== undefined) return id;
  const make = arrange[r.name];
  expect(make, `${r.name} has no row: add how to make one to "arrange"`).toBeDefined();
  return (await createRecord(api, r.name, await make!(api))).id;
}

async function expectUsable(page: Page, screen: string): Promise<void> {
  const main = page.locator('#main-content');
  await expect
    .soft(main.getByRole('button', { name: SAVE }), `${screen}: save button`)
    .toBeVisible();
  await expect.soft(main.locator('.RaLoading-root'), `${screen}: loading screen`).toHaveCount(0);
}

test('every create and edit screen of the admin becomes usable', async ({ page, api }) => {
  test.setTimeout(240_000);
  const { body: me } = await api.get('user');
  const user = (me.data ?? me) as { ability: { action: string; subject: string }[] };
  const may = (action: string, r: Resource) =>
    user.ability.some((rule) => rule.action === action && rule.subject === r.subject);
  const routed = resources.filter((r): r is Routed => Boolean(r.route));
  const creatable = routed.filter((r) => r.operations.includes('create') && may('create', r));
  const editable = routed.filter((r) => r.operations.includes('update') && may('update', r));
  expect(creatable.length).toBeGreaterThan(0);
  expect(editable.length).toBeGreaterThan(0);
  const ids = new Map<string, number>();
  for (const r of editable) ids.set(r.name, await existingId(api, r));

  await page.goto('/dashboard');
  await expect(page.getByRole('banner').getByRole('heading')).toBeVisible();
  for (const r of creatable) {
    await goInside(page, `${r.route}/create`);
    await expectUsable(page, `${r.name} create`);
  }
  for (const r of editable) {
    await goInside(page, `${r.route}/${ids.get(r.name)}`);
    await expectUsable(page, `${r.name} edit`);
  }
});
