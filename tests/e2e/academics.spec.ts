/**
 * The academics flow of the issue, in the browser: an admin sets up a category, a subject, a
 * course with its tutor, a coupon, the tutor, a weekly slot (a clash refused with a message that
 * names it) and an enrolment; the tutor, the student and the parent each see the session in their
 * own panel; a cancel request goes from the tutor to the admin and back.
 */
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, emails, expect, pageAs, screen, test, toast, unique } from './fixtures';

/**
 * Tomorrow in Dhaka: its centre day of week (1 Saturday … 7 Friday) and date, and whether it falls in
 * next week's calendar (weeks start on Saturday). Tomorrow, so that the session can still be
 * asked off whenever the test runs.
 */
function tomorrowInDhaka(): { day: number; date: string; nextWeek: boolean } {
  const dhaka = new Date(Date.now() + 6 * 3_600_000 + 86_400_000);
  const day = ((dhaka.getUTCDay() + 1) % 7) + 1;
  return { day, date: dhaka.toISOString().slice(0, 10), nextWeek: day === 1 };
}
const DAY_NAMES = [
  '',
  'Saturday',
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
];

async function pick(page: Page, field: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test.use({ as: 'admin' });

test('an admin sets up a course and its timetable; tutor, student and parent see it; a cancel request goes round', async ({
  page,
  api,
  browser,
  baseURL,
}, testInfo) => {
  testInfo.setTimeout(240_000);
  const tag = unique('E2E');
  const { day, date, nextWeek } = tomorrowInDhaka();
  const save = () => page.getByRole('button', { name: 'Save' }).click();

  // Category and subject, through their generated forms.
  await page.goto('/admin/course/category/create');
  await page.getByRole('textbox', { name: /^Name\s*\*?$/ }).fill(`${tag} Category`);
  await save();
  await expect(toast(page, 'created successfully')).toBeVisible();
  await page.goto('/admin/course/subject/create');
  await page.getByRole('textbox', { name: /^Name\s*\*?$/ }).fill(`${tag} Subject`);
  await save();
  await expect(toast(page, 'created successfully')).toBeVisible();

  // The tutor, with a password so they can sign in.
  const tutorEmail = `tutor.${Date.now()}@academy.test`;
  await page.goto('/admin/employee/create');
  await page.getByRole('textbox', { name: 'First name' }).fill('Rumana');
  await page.getByRole('textbox', { name: 'Last name' }).fill(tag);
  await page.getByRole('textbox', { name: 'Email' }).fill(tutorEmail);
  await pick(page, 'Role', 'Tutor');
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await save();
  await expect(toast(page, 'created successfully')).toBeVisible();
  const tutorName = `Rumana ${tag}`;

  // The course, taught by that tutor and published.
  const courseTitle = `${tag} SAT Evening`;
  await page.goto('/admin/course/course/create');
  await page.getByRole('textbox', { name: 'Title' }).fill(courseTitle);
  await pick(page, 'Category', `${tag} Category`);
  await pick(page, 'Subjects', `${tag} Subject`);
  await pick(page, 'Tutors', tutorName);
  await page.getByRole('spinbutton', { name: 'Price' }).fill('12000');
  await page.getByRole('spinbutton', { name: 'Capacity' }).fill('10');
  await pick(page, 'Status', 'Published');
  await save();
  await expect(toast(page, 'created successfully')).toBeVisible();

  // A coupon for it.
  await page.goto('/admin/course/coupon/create');
  await page
    .getByRole('textbox', { name: 'Code' })
    .fill(`E${Date.now().toString(36)}`.toUpperCase());
  await pick(page, 'Discount type', 'Percentage');
  await page.getByRole('spinbutton', { name: 'Discount', exact: true }).fill('10');
  await pick(page, 'Course', courseTitle);
  await save();
  await expect(toast(page, 'created successfully')).toBeVisible();

  // A weekly slot from tomorrow, in a room of its own; then a clashing one is refused.
  const room = `${tag} Room`;
  const fillSlot = async (start: string, end: string) => {
    await page.goto('/admin/course/schedule/create');
    await pick(page, 'Course', courseTitle);
    await pick(page, 'Tutor', tutorName);
    await pick(page, 'Day', DAY_NAMES[day]!);
    await page.getByLabel('Starts').fill(start);
    await page.getByLabel('Ends').fill(end);
    await page.getByLabel('From').fill(date);
    await page.getByRole('textbox', { name: 'Room' }).fill(room);
  };
  await fillSlot('22:00', '22:45');
  await save();
  await expect(toast(page, 'created successfully')).toBeVisible();

  await fillSlot('22:30', '23:15');
  const refused = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/schedule'),
  );
  await save();
  expect((await refused).status()).toBe(422);
  // The message names the clash, on the field it concerns.
  await expect(page.getByLabel('Starts')).toHaveAccessibleDescription(
    new RegExp(`${tutorName} already teaches ${courseTitle}`),
  );
  await screen(page, testInfo, 'schedule-clash');

  // A new student with a parent, enrolled through the enrolment form.
  const studentEmail = `student.${Date.now()}@academy.test`;
  const parentEmail = `parent.${Date.now()}@academy.test`;
  const studentBody = await api.post('student', {
    first_name: 'Nabila',
    last_name: tag,
    email: studentEmail,
    password: DEMO_PASSWORD,
  });
  const student = studentBody.data as { id: number; full_name: string };
  await api.post('parent', {
    first_name: 'Jamal',
    last_name: tag,
    email: parentEmail,
    password: DEMO_PASSWORD,
    children: [student.id],
  });
  await page.goto('/admin/student/studentCourse/create');
  await pick(page, 'Student', student.full_name);
  await pick(page, 'Course', courseTitle);
  await save();
  await expect(toast(page, 'created successfully')).toBeVisible();

  // Each sees tomorrow's session in their own panel.
  const session = (p: Page) => p.getByRole('button', { name: new RegExp(courseTitle) }).first();
  const openWeek = async (p: Page, path: string) => {
    await p.goto(path);
    if (nextWeek) await p.getByRole('button', { name: 'Next week' }).click();
  };
  const tutor = await pageAs(browser, baseURL!, tutorEmail);
  await openWeek(tutor, '/employee/schedule');
  await expect(session(tutor)).toBeVisible();
  await screen(tutor, testInfo, 'tutor-schedule');
  const learner = await pageAs(browser, baseURL!, studentEmail);
  await openWeek(learner, '/student/schedule');
  await expect(session(learner)).toBeVisible();
  const parent = await pageAs(browser, baseURL!, parentEmail);
  await openWeek(parent, '/parent/routine');
  await expect(session(parent)).toBeVisible();
  await screen(parent, testInfo, 'parent-routine');
  // The demo tutor teaches other classes: not this one.
  const other = await pageAs(browser, baseURL!, emails.employee);
  await openWeek(other, '/employee/schedule');
  await expect(other.getByRole('button', { name: /Tanvir Hasan/ }).first()).toBeVisible();
  await expect(session(other)).toHaveCount(0);

  // Their course pages list the course too; the parent's children page, the child and it.
  await tutor.goto('/employee/course');
  await expect(tutor.getByRole('heading', { level: 2, name: courseTitle })).toBeVisible();
  await learner.goto('/student/course');
  await expect(learner.getByRole('heading', { level: 2, name: courseTitle })).toBeVisible();
  await parent.goto('/parent/children');
  await expect(parent.getByRole('heading', { level: 2, name: student.full_name })).toBeVisible();
  await expect(parent.getByText(courseTitle)).toBeVisible();
  await screen(parent, testInfo, 'parent-children');

  // Nor can they open it by its address: the server answers 404, and nothing of it shows.
  const slots = await api.get(`schedule?search=${encodeURIComponent(courseTitle)}`);
  const slotId = (slots.body.data as { id: number }[])[0]!.id;
  const refusedShow = other.waitForResponse((r) => r.url().endsWith(`/api/schedule/${slotId}`));
  await other.goto(`/admin/course/schedule/${slotId}/show`);
  expect((await refusedShow).status()).toBe(404);
  await expect(other.getByText(courseTitle)).toHaveCount(0);

  // The tutor asks to cancel tomorrow's session from the calendar…
  await openWeek(tutor, '/employee/schedule');
  await session(tutor).click();
  await tutor.getByRole('link', { name: 'Ask to cancel' }).click();
  await tutor.getByRole('textbox', { name: 'Reason' }).fill('Sitting an exam myself');
  await tutor.getByRole('button', { name: 'Save' }).click();
  await expect(toast(tutor, 'created successfully')).toBeVisible();

  // …the admin approves it…
  await page.goto('/admin/course/scheduleCancelRequest');
  const request = page.getByRole('row').filter({ hasText: courseTitle });
  await expect(request).toContainText('Pending');
  await request.getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('menuitem', { name: 'Approved' }).click();
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(request).toContainText('Approved');

  // …and the session is cancelled for the tutor and the student, who are told so.
  await openWeek(tutor, '/employee/schedule');
  await expect(session(tutor)).toHaveAccessibleName(/Cancelled/);
  await openWeek(learner, '/student/schedule');
  await expect(session(learner)).toHaveAccessibleName(/Cancelled/);
  await learner.getByRole('button', { name: 'Notifications' }).click();
  await expect(
    learner
      .getByRole('dialog', { name: 'Notifications' })
      .getByRole('button', { name: new RegExp(`Class cancelled: ${courseTitle}`) }),
  ).toBeVisible();
  await screen(learner, testInfo, 'student-cancel-notification');
  for (const p of [tutor, learner, parent, other]) await p.context().close();
});
