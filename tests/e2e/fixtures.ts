/**
 * Shared pieces of the browser tests: the demo users, a sign-in through the UI, a fast sign-in
 * that puts an API token where the app's auth provider reads it (src/providers/auth/session.ts:
 * localStorage `auth_token` and `auth_user`), API helpers to make and check records, and
 * screenshots of key screens into test-results/screens/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  expect,
  test as base,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';

export type Kind = 'admin' | 'employee' | 'student' | 'parent' | 'affiliation';

export const DEMO_PASSWORD = 'demo-password';
export const emails: Record<Kind, string> = {
  admin: 'admin@academy.test',
  employee: 'employee@academy.test',
  student: 'student@academy.test',
  parent: 'parent@academy.test',
  affiliation: 'affiliate@academy.test',
};

interface ApiSession {
  token: string;
  user: Record<string, unknown>;
}

interface Sessions {
  get(kind: Kind): Promise<ApiSession>;
}

/** An API client signed in as a user: for arranging data and checking what the server holds. */
export interface Api {
  get(path: string): Promise<{ status: number; body: Record<string, unknown> }>;
  post(path: string, data: Record<string, unknown>): Promise<Record<string, unknown>>;
  /** Deletes a record the test made, failing the test when the server refuses. */
  delete(path: string): Promise<void>;
}

interface Fixtures {
  /** Sign the page in as this user (API token in localStorage) before the test; null: visitor. */
  as: Kind | null;
  api: Api;
  /** Closes the browser contexts a test opened itself (pageAs, a second user), after it. */
  closeOpenedContexts: void;
}

export const test = base.extend<Fixtures, { sessions: Sessions }>({
  as: [null, { option: true }],

  // Set up before the test's own context and torn down after it (so its failure screenshots and
  // trace are taken first). A context left open keeps its pages running, realtime connection and
  // polling included, on the worker's browser for the rest of the run, slowing every later test.
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      for (const context of browser.contexts()) if (!before.has(context)) await context.close();
    },
    { auto: true },
  ],

  // One login per user kind per worker: the auth routes are rate limited, and a token stays
  // valid for the whole run (no test signs these tokens out).
  sessions: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const request = await playwright.request.newContext({ baseURL });
      const cache = new Map<Kind, Promise<ApiSession>>();
      await use({
        get(kind) {
          let session = cache.get(kind);
          if (!session) {
            session = (async () => {
              const res = await request.post('/api/login', {
                data: { email: emails[kind], password: DEMO_PASSWORD },
              });
              expect(res.status(), `API sign-in as ${kind}`).toBe(200);
              return (await res.json()) as ApiSession;
            })();
            cache.set(kind, session);
          }
          return session;
        },
      });
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  storageState: async ({ as, sessions, baseURL }, use) => {
    if (!as || !baseURL) {
      await use(undefined);
      return;
    }
    const { token, user } = await sessions.get(as);
    await use({
      cookies: [],
      origins: [
        {
          origin: new URL(baseURL).origin,
          localStorage: [
            { name: 'auth_token', value: token },
            { name: 'auth_user', value: JSON.stringify(user) },
          ],
        },
      ],
    });
  },

  api: async ({ playwright, sessions, baseURL }, use) => {
    const { token } = await sessions.get('admin');
    const request: APIRequestContext = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    await use({
      async get(path) {
        const res = await request.get(`/api/${path}`);
        return { status: res.status(), body: (await res.json()) as Record<string, unknown> };
      },
      async post(path, data) {
        const res = await request.post(`/api/${path}`, { data });
        const body = (await res.json()) as Record<string, unknown>;
        expect(res.ok(), `POST /api/${path}: ${JSON.stringify(body)}`).toBe(true);
        return body;
      },
      async delete(path) {
        const res = await request.delete(`/api/${path}`);
        expect(res.ok(), `DELETE /api/${path}: ${await res.text()}`).toBe(true);
      },
    });
    await request.dispose();
  },
});

export { expect };

/** A calendar day at the centre (Asia/Dhaka, UTC+6 all year) `days` from today. */
export const dhakaDay = (days: number): string =>
  new Date(Date.now() + 6 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A name no other test or run uses. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Creates a record through the API as admin and answers it. */
export async function createRecord(
  api: Api,
  resource: string,
  data: Record<string, unknown>,
): Promise<Record<string, unknown> & { id: number }> {
  const body = await api.post(resource, data);
  return body.data as Record<string, unknown> & { id: number };
}

/** Signs in through the sign-in page, as a person would. */
export async function signInViaUi(page: Page, kind: Kind): Promise<void> {
  await expect(page).toHaveURL(/\/auth\/signin/);
  await page.getByRole('textbox', { name: 'Email' }).fill(emails[kind]);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A page signed in as any user, through the API (the sign-in page is covered elsewhere). */
export async function pageAs(browser: Browser, baseURL: string, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'en-US', timezoneId: 'Asia/Dhaka' });
  const res = await context.request.post('/api/login', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(res.status(), `sign-in as ${email}`).toBe(200);
  const { token, user } = (await res.json()) as { token: string; user: unknown };
  await context.addInitScript(
    ([t, u]) => {
      localStorage.setItem('auth_token', t);
      localStorage.setItem('auth_user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  return context.newPage();
}

/** A move inside the app, as a link click would make it: the router follows the history entry. */
export async function goInside(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

const QUIET_MS = 500;

/**
 * Resolves once the page has asked the API for something since `since` and then had no request in
 * flight for half a second: what `networkidle` waits for on a load, for a move inside the app. A
 * list's rows (or its empty state) are drawn once its request is answered.
 */
export async function answered(page: Page, since: () => Promise<void>): Promise<void> {
  let inFlight = 0;
  let asked = false;
  const started = () => {
    inFlight += 1;
    asked = true;
  };
  const ended = () => {
    inFlight -= 1;
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await since();
    let quietSince = Date.now();
    await expect
      .poll(
        () => {
          if (!asked || inFlight > 0) quietSince = Date.now();
          return Date.now() - quietSince >= QUIET_MS;
        },
        { intervals: [100] },
      )
      .toBe(true);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** The sidebar. */
export const sidebar = (page: Page): Locator => page.getByRole('menu', { name: 'Main menu' });

/**
 * The sidebar as the user sees it with every group opened: group headers and the links, in
 * order. Links are named by their aria-label (a badge adds ", N new").
 */
export async function readMenu(page: Page): Promise<{ groups: string[]; links: string[] }> {
  const menu = sidebar(page);
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  const groups = (await menu.locator('[aria-expanded]').allInnerTexts()).map((g) => g.trim());
  for (const group of groups) {
    const header = menu.getByRole('button', { name: group, exact: true });
    if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
    await expect(header).toHaveAttribute('aria-expanded', 'true');
  }
  const links = await menu
    .getByRole('menuitem')
    .evaluateAll((items) => items.map((i) => i.getAttribute('aria-label') ?? i.textContent ?? ''));
  return { groups, links };
}

/** The MUI list row that shows a text in one of its cells. */
export const rowWith = (page: Page, text: string): Locator =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });

/** The list's search box (react-admin SearchInput, placeholder 'Search'). */
export const searchBox = (page: Page): Locator => page.getByRole('textbox', { name: 'Search' });

/** A toast of the app (react-admin notification) containing this text. */
export const toast = (page: Page, text: string): Locator =>
  page.getByRole('alert').filter({ hasText: text });

/** Saves a full-page screenshot of a key screen to test-results/screens/<project>-<name>.png. */
export async function screen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = join(testInfo.project.outputDir, 'screens');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({
    path: join(dir, `${testInfo.project.name}-${name}.png`),
    fullPage: true,
  });
}
