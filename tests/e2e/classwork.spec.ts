/**
 * Class work in the browser: a tutor takes a past class's attendance with clicks and keys and the
 * student sees it with their rate; a tutor sets homework, the student hands in text and a file,
 * the tutor marks it and the student reads the mark and feedback. The tests work on a weekly slot
 * of their own, on the demo's SAT Math Intensive (tutor Tanvir, student Ayesha).
 */
import { pdf } from '../support/files';
import {
  emails,
  expect,
  pageAs,
  rowWith,
  screen,
  searchBox,
  test,
  toast,
  unique,
  type Api,
} from './fixtures';

type Listed = { data: Record<string, unknown>[] };

/** A Dhaka calendar day `days` from today. */
const dhakaDay = (days: number) =>
  new Date(Date.now() + 6 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

/** How the app writes a day in English (format LL): "November 6, 2026". */
const longDate = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

async function firstId(api: Api, path: string): Promise<number> {
  const { body } = await api.get(path);
  const rows = (body as Listed).data;
  expect(rows.length, path).toBeGreaterThan(0);
  return Number(rows[0]!.id);
}

/**
 * A Friday slot of its own, reaching back into weeks the demo data left unrecorded: the slot, and
 * the date of one of its sessions there.
 */
async function unrecordedFridaySession(
  api: Api,
  courseId: number,
  tutorId: number,
  [start, end]: [string, string],
  room: string,
): Promise<{ slotId: number; date: string }> {
  const slot = await api.post('schedule', {
    course_id: courseId,
    tutor_id: tutorId,
    day_of_week: 7,
    start_time: start,
    end_time: end,
    valid_from: dhakaDay(-70),
    valid_to: dhakaDay(30),
    room: unique(room),
  });
  const slotId = Number((slot.data as { id: number }).id);
  const { body } = await api.get(
    `schedule/sessions?from=${dhakaDay(-63)}&to=${dhakaDay(-29)}&course_id=${courseId}`,
  );
  const date = String((body as Listed).data.find((s) => Number(s.schedule_id) === slotId)!.date);
  return { slotId, date };
}

async function mathCourse(api: Api): Promise<number> {
  return firstId(api, `course?search=${encodeURIComponent('SAT Math Intensive')}`);
}

test.use({ as: 'employee' });

test('a tutor takes a past class’s attendance and the student sees it with their rate', async ({
  page,
  api,
  browser,
  baseURL,
}, testInfo) => {
  testInfo.setTimeout(120_000);
  const courseId = await mathCourse(api);
  const tanvir = await firstId(api, 'employee?search=Tanvir');
  const ayesha = await firstId(api, 'student?search=Ayesha');
  const { slotId, date } = await unrecordedFridaySession(
    api,
    courseId,
    tanvir,
    ['06:00', '06:45'],
    'E2E Room',
  );

  await page.goto(`/employee/attendance?date=${date}`);
  await page.getByRole('button', { name: /SAT Math Intensive/ }).click();
  const ayeshaRow = page.getByRole('group', { name: 'Ayesha Rahman', exact: true });
  const priyaRow = page.getByRole('group', { name: 'Priya Das', exact: true });
  await expect(ayeshaRow.getByText('Not recorded')).toBeVisible();

  // One click for everyone, then keys: L on Ayesha (focus moves on), A on Priya.
  await page.getByRole('button', { name: 'Mark all present' }).click();
  await ayeshaRow.focus();
  await page.keyboard.press('l');
  await expect(priyaRow).toBeFocused();
  await page.keyboard.press('a');
  await expect(ayeshaRow.getByRole('button', { name: 'Late Present' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(priyaRow.getByRole('button', { name: 'Absent' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Note for Priya Das' }).click();
  await page.getByRole('textbox', { name: 'Note for Priya Das' }).fill('Doctor’s appointment');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await screen(page, testInfo, 'attendance-roster');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Attendance saved successfully!')).toBeVisible();
  await expect(ayeshaRow.getByText('Recorded: Late Present')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);

  const saved = await api.get(`attendance/session?schedule_id=${slotId}&date=${date}`);
  const students = (saved.body.data as { students: Record<string, unknown>[] }).students;
  expect(students.map((s) => [s.full_name, s.note])).toEqual([
    ['Ayesha Rahman', null],
    ['Priya Das', 'Doctor’s appointment'],
  ]);

  // The student's own page: the class with its status, and the course's rate.
  const rates = await api.get(`attendance/rates?student_id=${ayesha}&course_id=${courseId}`);
  const rate = Number((rates.body.data as { rate: number }[])[0]!.rate);
  const student = await pageAs(browser, baseURL!, emails.student);
  await student.goto('/student/attendance');
  const course = student.getByRole('region', { name: 'SAT Math Intensive' });
  await expect(course.getByText(`${Math.round(rate * 100)}%`)).toBeVisible();
  const record = course.getByRole('listitem').filter({ hasText: longDate(date) });
  await expect(record.getByText('Late Present')).toBeVisible();
  await screen(student, testInfo, 'attendance-student');
  await student.context().close();
});

test('a later day lists the tutor’s classes there as not started, not as no classes', async ({
  page,
  api,
}) => {
  const courseId = await mathCourse(api);
  const tanvir = await firstId(api, 'employee?search=Tanvir');
  const slot = await api.post('schedule', {
    course_id: courseId,
    tutor_id: tanvir,
    day_of_week: 7,
    start_time: '07:00',
    end_time: '07:45',
    valid_from: dhakaDay(1),
    valid_to: dhakaDay(40),
    room: unique('E2E Later Room'),
  });
  const slotId = Number((slot.data as { id: number }).id);
  const { body } = await api.get(
    `schedule/sessions?from=${dhakaDay(8)}&to=${dhakaDay(14)}&course_id=${courseId}`,
  );
  const date = String((body as Listed).data.find((s) => Number(s.schedule_id) === slotId)!.date);

  await page.goto(`/employee/attendance?date=${date}`);
  await expect(page.getByRole('textbox', { name: 'Day', exact: true })).toHaveValue(date);
  const later = page
    .getByRole('list', { name: 'Classes' })
    .getByRole('button')
    .filter({ hasText: /(^|\D)7:00\D.*7:45/ });
  await expect(later).toContainText('Not started yet');
  await expect(later).toBeDisabled();
  await expect(page.getByText('You have no classes on this day.')).toHaveCount(0);
});

test('a tutor sets homework, the student hands in text and a file, the tutor marks it', async ({
  page,
  api,
  browser,
  baseURL,
}, testInfo) => {
  testInfo.setTimeout(120_000);
  const title = unique('E2E Quadratics');

  await page.goto('/employee/homeWork/create');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('combobox', { name: 'Course' }).click();
  await page.getByRole('option', { name: 'SAT Math Intensive' }).click();
  await page.getByLabel('Due date').fill(dhakaDay(3));
  await page.getByRole('spinbutton', { name: 'Total mark' }).fill('10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Homework created successfully!')).toBeVisible();

  const student = await pageAs(browser, baseURL!, emails.student);
  await student.goto('/student/homeWork');
  const card = student.getByRole('article', { name: title });
  await expect(card.getByText('Not submitted')).toBeVisible();
  await card.getByRole('button', { name: 'Submit' }).click();
  const dialog = student.getByRole('dialog');
  await dialog
    .getByRole('textbox', { name: 'Your answer' })
    .fill('x = 3 or x = -5, working attached.');
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'working.pdf',
    mimeType: 'application/pdf',
    buffer: pdf(),
  });
  await expect(dialog.getByText('working.pdf')).toBeVisible();
  await screen(student, testInfo, 'homework-submit');
  await dialog.getByRole('button', { name: 'Hand in' }).click();
  await expect(toast(student, 'Your submission is saved.')).toBeVisible();
  await expect(card.getByText('Submitted', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'File handed in' })).toHaveAttribute(
    'href',
    /^\/uploads\/student-home-work\/.+\.pdf$/,
  );

  await page.goto('/employee/homeWork');
  await searchBox(page).fill(title);
  // The list applies a search after a pause, by navigation: wait for it before leaving the list.
  await expect(page).toHaveURL(/filter=/);
  await rowWith(page, title).getByRole('link', { name: 'Submissions' }).click();
  const submission = page.getByRole('form', { name: 'Submission of Ayesha Rahman' });
  await expect(submission.getByText('x = 3 or x = -5, working attached.')).toBeVisible();
  await submission.getByRole('spinbutton', { name: 'Mark (out of 10)' }).fill('9');
  await submission
    .getByRole('textbox', { name: 'Feedback' })
    .fill('Well done; check the sign in step 2.');
  await screen(page, testInfo, 'homework-marking');
  await submission.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'The mark of Ayesha Rahman is saved.')).toBeVisible();

  await student.reload();
  await expect(card.getByText('Mark: 9 / 10')).toBeVisible();
  await expect(card.getByText('Well done; check the sign in step 2.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Change submission' })).toHaveCount(0);
  const marked = await api.get(`student-home-work?search=${encodeURIComponent(title)}`);
  expect((marked.body as Listed).data).toEqual([
    expect.objectContaining({ mark: 9, is_late: false }),
  ]);
  await student.context().close();
});

test('a Bangla attendance page names the statuses in Bangla', async ({ page, api }) => {
  const courseId = await mathCourse(api);
  const tanvir = await firstId(api, 'employee?search=Tanvir');
  const { date } = await unrecordedFridaySession(
    api,
    courseId,
    tanvir,
    ['08:00', '08:45'],
    'E2E Bangla Room',
  );

  await page.goto(`/bn/employee/attendance?date=${date}`);
  await page
    .getByRole('button', { name: /SAT Math Intensive/ })
    .filter({ hasText: /(^|\D)[8৮]:[0০][0০]\D/ })
    .click();
  const ayeshaRow = page.getByRole('group', { name: 'Ayesha Rahman', exact: true });
  for (const name of ['উপস্থিত', 'দেরিতে উপস্থিত', 'অনুপস্থিত', 'ছুটিপ্রাপ্ত'])
    await expect(ayeshaRow.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(ayeshaRow.getByRole('button', { name: 'Present', exact: true })).toHaveCount(0);
});
