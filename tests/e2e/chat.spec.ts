/**
 * Issue 7 "done when": two browsers, the demo admin and the demo tutor, see each other online,
 * chat live both ways, see the Messages badge count up and clear, and get a notification the
 * other side triggers, live in the bell. Nothing but the product runs (its built-in realtime).
 */
import type { Browser, Page } from '@playwright/test';
import { pngOf } from '../support/files';
import { DEMO_PASSWORD, emails, expect, screen, test, unique, type Kind } from './fixtures';

interface Person {
  page: Page;
  id: number;
  token: string;
}

async function signedIn(browser: Browser, baseURL: string, kind: Kind): Promise<Person> {
  const context = await browser.newContext({ baseURL, locale: 'en-US', timezoneId: 'Asia/Dhaka' });
  const res = await context.request.post('/api/login', {
    data: { email: emails[kind], password: DEMO_PASSWORD },
  });
  expect(res.status(), `sign-in as ${kind}`).toBe(200);
  const { token, user } = (await res.json()) as { token: string; user: { id: number } };
  await context.addInitScript(
    ([t, u]) => {
      localStorage.setItem('auth_token', t);
      localStorage.setItem('auth_user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  return { page: await context.newPage(), id: Number(user.id), token };
}

const messagesBadge = (page: Page) => page.getByTestId('badge-page:message');
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, \d+ unseen$/ });

/** What the server holds, so the test never reads a count the page has not loaded yet. */
async function apiGet<T>(person: Person, path: string): Promise<T> {
  const res = await person.page.request.get(`/api/${path}`, {
    headers: { authorization: `Bearer ${person.token}`, accept: 'application/json' },
  });
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

test('an admin and a tutor chat live, with presence, badges and notifications', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const admin = await signedIn(browser, baseURL!, 'admin');
  const tutor = await signedIn(browser, baseURL!, 'employee');
  // Each time the admin's page asks the server for the bell's list.
  let adminBellLoads = 0;
  admin.page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/user/notification') adminBellLoads += 1;
  });

  // Both on the chat; each sees the other online.
  await admin.page.goto('/message');
  await tutor.page.goto('/message');
  await expect(admin.page.getByTestId(`presence-${tutor.id}`)).toHaveAttribute(
    'data-online',
    'true',
  );
  await expect(tutor.page.getByTestId(`presence-${admin.id}`)).toHaveAttribute(
    'data-online',
    'true',
  );

  // The sidebar entry links to the chat and counts the admin's unread messages.
  await expect(admin.page.getByRole('menuitem', { name: /^Messages/ })).toHaveAttribute(
    'href',
    /\/message$/,
  );
  const { data: unread } = await apiGet<{ data: { total: number } }>(admin, 'messages/unread');
  const before = unread.total;
  await expect(messagesBadge(admin.page)).toHaveText(String(before));

  // The tutor writes; the admin's badge and the tutor's line in the contacts count it at once.
  const hello = unique('Hello from the tutor');
  await tutor.page.getByTestId(`contact-${admin.id}`).click();
  await tutor.page.getByRole('textbox', { name: 'Message' }).fill(hello);
  await tutor.page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(tutor.page.getByTestId('chat-message').filter({ hasText: hello })).toBeVisible();
  await expect(messagesBadge(admin.page)).toHaveText(String(before + 1));
  // In the demo data every unread message of the admin is from the tutor.
  await expect(admin.page.getByTestId(`unread-${tutor.id}`)).toHaveText(String(before + 1));

  // Opening the conversation reads it: the badge clears and the tutor sees the receipt.
  await admin.page.getByTestId(`contact-${tutor.id}`).click();
  await expect(admin.page.getByTestId('chat-message').filter({ hasText: hello })).toBeVisible();
  await expect(messagesBadge(admin.page)).toHaveText('0');
  await expect(admin.page.getByTestId(`unread-${tutor.id}`)).toHaveCount(0);
  await expect(
    tutor.page.getByTestId('chat-message').filter({ hasText: hello }).getByTestId('receipt-seen'),
  ).toBeVisible();

  // The admin answers over two lines (Shift+Enter) and the tutor reads it live.
  const box = admin.page.getByRole('textbox', { name: 'Message' });
  await box.fill('First line');
  await box.press('Shift+Enter');
  await box.pressSequentially('second line');
  await box.press('Enter');
  const answer = tutor.page.getByTestId('chat-message').filter({ hasText: 'second line' });
  await expect(answer).toContainText('First line');
  await expect(answer).toHaveAttribute('data-mine', 'false');
  await expect(box).toHaveValue('');

  // An image goes with the next message and shows inline on the other side.
  await admin.page.getByTestId('attachment-input').setInputFiles({
    name: 'timetable.png',
    mimeType: 'image/png',
    buffer: pngOf(24, 16),
  });
  await expect(admin.page.getByTestId('chosen-attachment')).toContainText('timetable.png');
  await box.press('Enter');
  await expect(tutor.page.getByRole('img', { name: 'Image sent: timetable.png' })).toBeVisible();

  // The tutor files a complaint; the admin's bell gets it live (its list is not asked for again);
  // the admin answers it; the tutor's bell gets that live.
  await expect.poll(() => adminBellLoads).toBeGreaterThan(0);
  const adminLoadsBefore = adminBellLoads;
  const subject = unique('Projector in room 2');
  const filed = await tutor.page.request.post('/api/complain', {
    headers: { authorization: `Bearer ${tutor.token}`, accept: 'application/json' },
    data: { subject, message: 'The projector flickers during class.' },
  });
  expect(filed.ok()).toBe(true);
  const complaintId = Number(((await filed.json()) as { data: { id: number } }).data.id);
  await bell(admin.page).click();
  await expect(admin.page.getByText(`New complaint: ${subject}`)).toBeVisible();
  expect(adminBellLoads).toBe(adminLoadsBefore);
  await admin.page.keyboard.press('Escape');
  const { meta } = await apiGet<{ meta: { unseen: number } }>(
    tutor,
    'user/notification?per_page=10&page=1',
  );
  const unseen = meta.unseen;
  await expect(bell(tutor.page)).toHaveAttribute('aria-label', `Notifications, ${unseen} unseen`);
  const answered = await admin.page.request.put(`/api/complain/${complaintId}`, {
    headers: { authorization: `Bearer ${admin.token}`, accept: 'application/json' },
    data: { answer: 'A new lamp is fitted on Monday.' },
  });
  expect(answered.ok()).toBe(true);
  await expect(bell(tutor.page)).toHaveAttribute(
    'aria-label',
    `Notifications, ${unseen + 1} unseen`,
  );
  await bell(tutor.page).click();
  await expect(tutor.page.getByText(`${subject}: A new lamp is fitted on Monday.`)).toBeVisible();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('shows the contacts, then the conversation with a way back', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const tutor = await signedIn(browser, baseURL!, 'employee');
    await tutor.page.setViewportSize({ width: 375, height: 740 });
    await tutor.page.goto('/message');
    const contacts = tutor.page.getByRole('list', { name: 'Contacts' });
    await expect(contacts).toBeVisible();
    await contacts.getByRole('button').first().click();
    await expect(contacts).toHaveCount(0);
    await expect(tutor.page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    const width = await tutor.page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await screen(tutor.page, testInfo, 'chat-375-conversation');
    await tutor.page.getByRole('button', { name: 'Back to contacts' }).click();
    await expect(contacts).toBeVisible();
  });
});

for (const theme of ['light', 'dark', 'blue'] as const) {
  test(`the chat in the ${theme} theme`, async ({ browser, baseURL }, testInfo) => {
    const tutor = await signedIn(browser, baseURL!, 'employee');
    await tutor.page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const student = await tutor.page.request.post('/api/login', {
      data: { email: emails.student, password: DEMO_PASSWORD },
    });
    const studentId = Number(((await student.json()) as { user: { id: number } }).user.id);
    await tutor.page.goto(`/message?with=${studentId}`);
    // The demo conversation: the student's thanks, and the tutor's answer (seed/demo-messages.ts).
    await expect(
      tutor.page.getByTestId('chat-message').filter({ hasText: 'That helped, thank you!' }),
    ).toBeVisible();
    await expect(tutor.page.getByTestId('chat-message').last()).toHaveAttribute(
      'data-mine',
      'true',
    );
    await screen(tutor.page, testInfo, `chat-${theme}`);
  });
}
