/**
 * /user/edit, reached from the user menu: a student renames themselves and changes their
 * password; a tutor picks Bangla on their account and gets it back when signing in again. Each
 * test makes its own account, so no demo user's name, password or language changes.
 */
import type { Page } from '@playwright/test';
import { app as bnApp } from '../../i18n/bn/app';
import { profile as enProfile } from '../../i18n/en/profile';
import { DEMO_PASSWORD, expect, pageAs, test, toast, unique, type Api } from './fixtures';

interface Listed {
  data: { id: number; name: string }[];
}

/** A new account of the kind, made by the admin, signing in with the demo password. */
async function newAccount(api: Api, kind: 'student' | 'employee'): Promise<string> {
  const name = unique(kind === 'student' ? 'Profile Student' : 'Profile Tutor');
  const email = `${name.replace(/\W+/g, '.').toLowerCase()}@academy.test`;
  const base = { first_name: name, last_name: 'Before', email, password: DEMO_PASSWORD };
  if (kind === 'student') {
    await api.post('student', base);
  } else {
    const roles = (await api.get('role?per_page=100')).body as unknown as Listed;
    const tutorRole = roles.data.find((r) => r.name === 'Tutor')!;
    await api.post('employee', { ...base, role_id: tutorRole.id });
  }
  return email;
}

async function openOwnProfile(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: enProfile.menu }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/user/edit');
}

test('a student changes their name and password on their own profile', async ({
  browser,
  baseURL,
  api,
}) => {
  const email = await newAccount(api, 'student');
  const page = await pageAs(browser, baseURL!, email);
  await openOwnProfile(page);

  const details = page.getByRole('region', { name: enProfile.details.title });
  await details.getByRole('textbox', { name: enProfile.details.last_name }).fill('After');
  await details.getByRole('button', { name: enProfile.details.save }).click();
  await expect(toast(page, enProfile.details.saved)).toBeVisible();
  // The top bar hides while the page is scrolled down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText(/ After$/)).toBeVisible();
  await page.keyboard.press('Escape');

  const password = page.getByRole('region', { name: enProfile.password.title });
  const box = (name: string) => password.getByRole('textbox', { name, exact: true });
  await box(enProfile.password.current).fill(DEMO_PASSWORD);
  await box(enProfile.password.new).fill('a-new-password-42');
  await box(enProfile.password.confirm).fill('a-new-password-42');
  await password.getByRole('button', { name: enProfile.password.save }).click();
  await expect(toast(page, enProfile.password.saved)).toBeVisible();

  const signIn = (pw: string) => page.request.post('/api/login', { data: { email, password: pw } });
  expect((await signIn(DEMO_PASSWORD)).status()).toBe(422);
  expect((await signIn('a-new-password-42')).status()).toBe(200);
  // The session that made the change stays signed in.
  await page.reload();
  await expect(page.getByRole('region', { name: enProfile.details.title })).toBeVisible();
});

test('a tutor switches their account to Bangla and gets it back after signing in again', async ({
  browser,
  baseURL,
  api,
}) => {
  const email = await newAccount(api, 'employee');
  const page = await pageAs(browser, baseURL!, email);
  await openOwnProfile(page);

  const preferences = page.getByRole('region', { name: enProfile.preferences.title });
  await preferences.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: bnApp.language.bn }).click();
  await preferences.getByRole('button', { name: enProfile.preferences.save }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/bn/user/edit');
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');

  // Another browser, signing in through the sign-in page: the account's language applies.
  const other = await browser.newContext({ baseURL, locale: 'en-US' });
  const fresh = await other.newPage();
  await fresh.goto('/auth/signin');
  await fresh.getByRole('textbox', { name: 'Email' }).fill(email);
  await fresh.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await fresh.getByRole('button', { name: 'Sign in' }).click();
  await expect(fresh).toHaveURL((url) => url.pathname.startsWith('/bn'));
  await expect(fresh.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(
    fresh.getByRole('button', { name: `${bnApp.language.label}: ${bnApp.language.bn}` }),
  ).toBeVisible();
});
