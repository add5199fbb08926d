/**
 * An admin grants and revokes a role's permission in the permission matrix, in English and in
 * Bangla, working the cell from the keyboard; a user of that role then reaches the screen the
 * permission guards (the API answers and the sidebar shows its entry), and no longer does once
 * it is revoked (the API refuses, and the sidebar of their next sign-in lacks the entry).
 */
import type { Browser } from '@playwright/test';
import { bn } from '../../i18n/bn';
import { en } from '../../i18n/en';
import {
  createRecord,
  DEMO_PASSWORD,
  expect,
  pageAs,
  sidebar,
  test,
  unique,
  type Api,
} from './fixtures';

test.use({ as: 'admin' });

const plural = (name: string) => (name.split('||||').pop() ?? name).trim();

const LANGUAGES = [
  { locale: 'en', prefix: '', messages: en },
  { locale: 'bn', prefix: '/bn', messages: bn },
] as const;

async function permissionId(api: Api, action: string, subject: string): Promise<number> {
  const { body } = await api.get(`permission?filter[subject]=${subject}&filter[action]=${action}`);
  const [row] = body.data as { id: number }[];
  if (!row) throw new Error(`No permission to ${action} ${subject}`);
  return row.id;
}

/** The role's user, signed in once: what the API answers them (abilities apply per request). */
async function signedInUser(browser: Browser, baseURL: string, email: string) {
  const context = await browser.newContext({ baseURL });
  const login = await context.request.post('/api/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(login.status(), `sign-in as ${email}`).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return {
    bankStatus: async () =>
      (
        await context.request.get('/api/bank', {
          headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        })
      ).status(),
  };
}

for (const { locale, prefix, messages } of LANGUAGES) {
  test(`a role's permission granted and revoked in the matrix (${locale}) opens and closes the screen to its user`, async ({
    page,
    api,
    browser,
    baseURL,
  }, testInfo) => {
    // Two saves, two users' pages and their fetches: more than one screen's worth of time.
    testInfo.setTimeout(120_000);
    const dashboard = await permissionId(api, 'read', 'Auth');
    const role = await createRecord(api, 'role', {
      name: unique('E2E Matrix role'),
      type: 2,
      is_active: 1,
      permissions: [dashboard],
    });
    const email = `${unique('e2e-matrix').replace(/\W+/g, '-').toLowerCase()}@academy.test`;
    await createRecord(api, 'users', {
      first_name: 'Matrix',
      email,
      role_id: role.id,
      password: DEMO_PASSWORD,
    });
    const user = await signedInUser(browser, baseURL!, email);
    expect(await user.bankStatus()).toBe(403);

    const banks = plural(messages.resources.bank.name);
    const read = messages.enums.permissionAction.read;
    const save = messages.ra.action.save;
    const cell = page.getByRole('checkbox', { name: `${banks}: ${read}` });
    const matrix = page.getByRole('table', { name: messages.resources.role.fields.permissions });
    /** The role's edit form, once its matrix has every permission row. */
    const openRole = async () => {
      await page.goto(`${prefix}/rolePermission/rolePermission/${role.id}`);
      await expect(matrix).toBeVisible({ timeout: 30_000 });
    };

    await openRole();
    await expect(cell).not.toBeChecked();
    await cell.focus();
    await page.keyboard.press('Space');
    await expect(cell).toBeChecked();
    await page.getByRole('button', { name: save }).click();
    await expect.poll(user.bankStatus).toBe(200);

    const userPage = await pageAs(browser, baseURL!, email);
    await userPage.goto('/dashboard');
    await expect(sidebar(userPage).getByRole('menuitem', { name: 'Banks' })).toBeVisible();

    await openRole();
    await expect(cell).toBeChecked();
    await cell.focus();
    await page.keyboard.press('Space');
    await expect(cell).not.toBeChecked();
    await page.getByRole('button', { name: save }).click();
    await expect.poll(user.bankStatus).toBe(403);
    // The app keeps a user's abilities from their sign-in: the next sign-in no longer has it.
    const nextSignIn = await pageAs(browser, baseURL!, email);
    await nextSignIn.goto('/dashboard');
    await expect(sidebar(nextSignIn).getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
    await expect(sidebar(nextSignIn).getByRole('menuitem', { name: 'Banks' })).toHaveCount(0);
  });
}
