/**
 * Sign-in and what each kind of user may reach: the sidebar of every user type, the visitor's
 * redirect to sign-in with `next` and back, and the redirect to /dashboard without the ability.
 */
import { en } from '../../i18n/en';
import { menu as enMenu } from '../../i18n/en/resources';
import { resources } from '../../resources.config';
import { menuGroups } from '../../schema';
import { pageEntries } from '../../schema/menu-pages';
import { expect, readMenu, screen, sidebar, signInViaUi, test, type Kind } from './fixtures';

const plural = (name: string) => (name.split('||||').pop() ?? name).trim();

/** An English text by its dotted key (`app.csvImport.menu`). */
const englishText = (key: string): string =>
  String(
    key
      .split('.')
      .reduce<unknown>(
        (node, part) =>
          node !== null && typeof node === 'object'
            ? (node as Record<string, unknown>)[part]
            : undefined,
        en,
      ),
  );

/**
 * The admin has every permission, so every configured screen with a menu place is in the
 * sidebar, plus the page entries meant for admins (the Dashboard, the tutorial library, the
 * student import; not the other kinds' panels), in the sidebar's group order (schema/menu.ts). A group of several
 * entries shows as a header.
 */
/** A badge's count depends on the data of the moment; the menus compare where badges are. */
const BADGE = ', N new';
const badgesMarked = (links: string[]) => links.map((l) => l.replace(/, \d+ new$/, BADGE));

function adminMenu(): { groups: string[]; links: string[] } {
  const names = en.resources as Record<string, { name: string } | undefined>;
  const groupNames = enMenu.groups as Record<string, string>;
  const entries = [
    ...pageEntries
      .filter((e) => !e.hiddenFor?.includes('admin'))
      .map((e) => ({
        group: e.group,
        order: e.order,
        label: englishText(e.label) + (e.badge ? BADGE : ''),
      })),
    ...resources.flatMap((r) =>
      r.menu && r.route
        ? [
            {
              group: r.menu.group,
              order: r.menu.order,
              label: plural(names[r.name]?.name ?? '') + (r.menu.badge ? BADGE : ''),
            },
          ]
        : [],
    ),
  ];
  const sections = menuGroups
    .map((group) => ({
      group,
      entries: entries.filter((e) => e.group === group).sort((a, b) => a.order - b.order),
    }))
    .filter((s) => s.entries.length > 0);
  return {
    groups: sections.filter((s) => s.entries.length > 1).map((s) => groupNames[s.group] ?? ''),
    links: sections.flatMap((s) => s.entries.map((e) => e.label)),
  };
}

/** Default abilities (server/domain/auth/default-abilities.ts) as sidebar groups and links. */
const expectedMenus: Record<Kind, { groups: string[]; links: string[] }> = {
  admin: adminMenu(),
  // Their panel, and of the back office only what they file and follow themselves; the rows a
  // row scope narrows for them (courses, schedules, tutorials…) are reached through their pages.
  employee: {
    groups: ['My Billing', 'Employee Panel'],
    links: [
      'Dashboard',
      'Tutorial library',
      'Cancel requests, N new',
      'My Working Hours',
      'My Overtime',
      'My Pay',
      'Messages, N new',
      'Complaints, N new',
      'My courses',
      'My schedule',
      'Attendance',
      'Homework',
      'Course material',
      'Exams',
      'Questions',
      'Results',
      'Scores',
    ],
  },
  student: {
    groups: ['Student Panel'],
    links: [
      'Dashboard',
      'Tutorial library',
      'Cancel requests, N new',
      'Messages, N new',
      'Complaints, N new',
      'My courses',
      'My schedule',
      'Exams',
      'Homework',
      'Course material',
      'Attendance',
      'My results',
      'Payments',
    ],
  },
  parent: {
    groups: ['Parent Panel'],
    links: [
      'Dashboard',
      'Tutorial library',
      'Messages, N new',
      'Complaints, N new',
      'My children',
      'Weekly routine',
      'Tasks',
      'Attendance',
      'Results',
      'Payments',
    ],
  },
  affiliation: {
    groups: [],
    links: ['Dashboard', 'Tutorial library', 'Complaints, N new', 'My referrals'],
  },
};

for (const kind of Object.keys(expectedMenus) as Kind[]) {
  test(`${kind} signs in and sees exactly the allowed menu`, async ({ page }, testInfo) => {
    await page.goto('/auth/signin');
    if (kind === 'admin') await screen(page, testInfo, 'sign-in');
    await signInViaUi(page, kind);

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
    const menu = await readMenu(page);
    expect({ ...menu, links: badgesMarked(menu.links) }).toEqual(expectedMenus[kind]);
    await screen(page, testInfo, `menu-${kind}`);
  });
}

// The admin's sidebar has some 70 links: the walk is split into parts, each signing in and
// opening every third link, so each part has a budget of its own on a loaded machine.
const SIDEBAR_PARTS = 3;
for (let part = 0; part < SIDEBAR_PARTS; part++) {
  test(`every sidebar link of the admin opens its screen, not the 404 page (part ${part + 1} of ${SIDEBAR_PARTS})`, async ({
    page,
  }, testInfo) => {
    testInfo.setTimeout(60_000);
    await page.goto('/auth/signin');
    await signInViaUi(page, 'admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    const { links } = await readMenu(page);
    const targets = await sidebar(page)
      .getByRole('menuitem')
      .evaluateAll((items) => items.map((i) => new URL((i as HTMLAnchorElement).href).pathname));
    expect(targets).toHaveLength(links.length);
    const mine = [...targets.entries()].filter(([index]) => index % SIDEBAR_PARTS === part);
    // Allow each link its own time to open: on two cores shared with the other worker, opening
    // one took up to 5 s (a click, its URL, its heading, no 404), where alone it takes under 1 s.
    testInfo.setTimeout(60_000 + mine.length * 6_000);
    for (const [index, path] of mine) {
      await sidebar(page).getByRole('menuitem').nth(index).click();
      const label = (links[index] ?? '').replace(/, \d+ new$/, '');
      await expect(page, `menu link ${label}`).toHaveURL(new RegExp(`${path}$`));
      // The top bar names the screen that rendered: the link's own title, not the 404 page's.
      await expect(
        page.getByRole('banner').getByRole('heading'),
        `${label} (${path}) opens its screen`,
      ).toHaveText(label);
      await expect(page.getByRole('heading', { name: 'How did you get here?' })).toHaveCount(0);
    }
  });
}

test('a visitor is sent to sign in with next, and comes back after signing in', async ({
  page,
}, testInfo) => {
  await page.goto('/accounts/bank-account');

  await expect(page).toHaveURL((url) => url.pathname === '/auth/signin');
  expect(new URL(page.url()).searchParams.get('next')).toBe('/accounts/bank-account');
  await screen(page, testInfo, 'sign-in-with-next');

  await signInViaUi(page, 'admin');
  await expect(page).toHaveURL((url) => url.pathname === '/accounts/bank-account');
  await expect(page.getByRole('heading', { name: 'Bank accounts' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Academy Operations', exact: true })).toBeVisible();
});

test.describe('a signed-in user without the ability', () => {
  test.use({ as: 'employee' });

  for (const path of ['/accounts/banks', '/rolePermission/userPermission', '/expenses/types']) {
    test(`is redirected from ${path} to /dashboard`, async ({ page }) => {
      await page.goto(path);

      await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
      await expect(sidebar(page).getByRole('menuitem', { name: 'Banks' })).toHaveCount(0);
    });
  }
});
