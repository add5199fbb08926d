/**
 * Taking a SAT practice test online, the "done when": an admin builds a practice test on
 * the demo digital form with two questions a module for the demo student's course (through the
 * API); the student starts it in the browser, answers (by keyboard, by click, by typing), reloads
 * in the middle of a module and finds the answers kept, submits each module through its
 * confirmation and the pauses between modules; the results are released; the student sees the
 * score the conversion tables give for the raw scores and the review, and the tutor, the parent
 * and the admin each see the same result.
 */
import type { Page } from '@playwright/test';
import { emails, expect, pageAs, screen, test, unique, type Api } from './fixtures';

type Row = Record<string, unknown> & { id: number };

async function list(api: Api, path: string): Promise<Row[]> {
  const res = await api.get(path);
  expect(res.status, path).toBe(200);
  return res.body.data as Row[];
}

async function created(api: Api, resource: string, body: Record<string, unknown>): Promise<Row> {
  return (await api.post(resource, body)).data as Row;
}

/** The scaled score of the scale's conversion table for a raw score. */
async function scaled(api: Api, scaleId: number, raw: number): Promise<number> {
  const rows = await list(api, `sat-conversion?filter[scale_id]=${scaleId}&per_page=100`);
  const row = rows
    .filter((r) => Number(r.raw_score) <= raw)
    .sort((a, b) => Number(b.raw_score) - Number(a.raw_score))[0];
  return Number(row?.scaled_score);
}

interface Arranged {
  examId: number;
  title: string;
  /** The form's section scales in order: Reading and Writing, Math. */
  scales: number[];
}

/** A published practice test: per module a multiple-choice question (B) and a grid-in (3/4). */
async function arrangeExam(api: Api): Promise<Arranged> {
  const course = (await list(api, 'course?search=Digital%20SAT%20Complete')).find(
    (c) => c.title === 'Digital SAT Complete',
  )!;
  const form = (await list(api, 'sat-test-form?search=Digital')).find(
    (f) => f.name === 'Digital SAT Practice Form',
  )!;
  const sections = (await list(api, `sat-section?filter[test_form_id]=${form.id}`)).sort(
    (a, b) => Number(a.position) - Number(b.position),
  );
  const title = unique('Mock SAT');
  const exam = await created(api, 'exam', {
    title,
    course_id: course.id,
    type: 2,
    test_form_id: form.id,
    window_type: 'open',
    status: 'published',
  });
  let position = 0;
  for (const section of sections) {
    const modules = (await list(api, `sat-module?filter[section_id]=${section.id}`)).sort(
      (a, b) => Number(a.number) - Number(b.number),
    );
    for (const module of modules) {
      await created(api, 'exam-question', {
        exam_id: exam.id,
        module_id: module.id,
        position: ++position,
        type: 'single',
        passage: `<p>${String(section.name)} passage ${position}: the answer is B.</p>`,
        stem: '<p>Which choice is right?</p>',
        options: ['A', 'B', 'C', 'D'].map((key) => ({ key, text: `<p>Option ${key}</p>` })),
        answers: ['B'],
        explanation: '<p>The passage says B.</p>',
      });
      await created(api, 'exam-question', {
        exam_id: exam.id,
        module_id: module.id,
        position: ++position,
        type: 'grid_in',
        stem: '<p>What is $3 \\div 4$?</p>',
        answers: ['3/4', '.75'],
      });
    }
  }
  return { examId: exam.id, title, scales: sections.map((s) => Number(s.scale_id)) };
}

const saved = (page: Page) => expect(page.getByText('Saved', { exact: true })).toBeVisible();
const navItem = (page: Page, n: number) =>
  page
    .getByRole('navigation', { name: 'Questions' })
    .getByRole('button', { name: new RegExp(`^Question ${n},`) });

/** Submits the open module through its confirmation, which names what is left unanswered. */
async function submitModule(page: Page, button: string, expectText: string | RegExp) {
  await page.getByRole('banner').getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(expectText);
  await dialog.getByRole('button', { name: button }).click();
}

async function continueTo(page: Page, finished: string, next: string) {
  await expect(page.getByRole('heading', { name: `${finished} is submitted` })).toBeVisible();
  await expect(page.getByText(`Next: ${next}`)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(new RegExp(`^${next} · part`))).toBeVisible();
}

test.use({ as: 'student' });

test('a student takes a SAT practice test module by module; everyone sees the scored result', async ({
  page,
  api,
  browser,
  baseURL,
}, testInfo) => {
  testInfo.setTimeout(180_000);
  const { examId, title, scales } = await arrangeExam(api);

  // The exam list, and the start with its timing rules.
  await page.goto('/student/exam');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Not started')).toBeVisible();
  await expect(card).toContainText('8 questions · 134 minutes');
  await card.getByRole('button', { name: 'Start' }).click();
  const confirm = page.getByRole('dialog', { name: `Start ${title}?` });
  await expect(confirm).toContainText('The test has 4 modules, each timed on its own.');
  await expect(confirm).toContainText('Reading and Writing — Module 2');
  await screen(page, testInfo, 'exam-start');
  await confirm.getByRole('button', { name: 'Start now' }).click();

  // Module 1: a choice by keyboard, a grid-in typed; both saved; a reload keeps them.
  await expect(page).toHaveURL(new RegExp(`/student/exam/${examId}/take$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Reading and Writing — Module 1 · part 1 of 4')).toBeVisible();
  await expect(page.getByRole('timer')).toContainText(/^3[12]:\d\d$/);
  await expect(page.getByRole('region', { name: 'Passage' })).toContainText('the answer is B');
  await page.keyboard.press('b');
  await expect(page.getByRole('radio', { name: /Option B/ })).toBeChecked();
  await saved(page);
  await expect(navItem(page, 1)).toHaveAccessibleName('Question 1, answered');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Your answer' }).fill('3/4');
  await expect(page.getByText('Saving…')).toBeVisible();
  await saved(page);
  await screen(page, testInfo, 'exam-taking');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Your answer' })).toHaveValue('3/4');
  await expect(navItem(page, 1)).toHaveAccessibleName('Question 1, answered');
  await navItem(page, 1).click();
  await expect(page.getByRole('radio', { name: /Option B/ })).toBeChecked();
  await submitModule(page, 'Submit module', 'You have answered every question.');
  await continueTo(page, 'Reading and Writing — Module 1', 'Reading and Writing — Module 2');

  // Module 2: a wrong choice by click, flagged; the grid-in left empty and named on submit.
  await page.getByRole('radio', { name: /Option C/ }).check();
  await page.getByRole('button', { name: 'Mark for review' }).click();
  await expect(navItem(page, 1)).toHaveAccessibleName('Question 1, answered, marked for review');
  await saved(page);
  await submitModule(page, 'Submit module', 'You have not answered 1 question: 2.');
  await continueTo(page, 'Reading and Writing — Module 2', 'Math — Module 1');

  // Math module 1: both right. Math module 2, the last: nothing answered.
  await page.keyboard.press('B');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Your answer' }).fill('.75');
  await saved(page);
  await submitModule(page, 'Submit module', 'You have answered every question.');
  await continueTo(page, 'Math — Module 1', 'Math — Module 2');
  await submitModule(page, 'Submit exam', 'You have not answered 2 questions: 1, 2.');
  await expect(page.getByRole('heading', { name: 'Exam submitted' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to my exams' }).click();
  await expect(
    page.getByRole('article', { name: title }).getByText('Submitted', { exact: true }),
  ).toBeVisible();

  // The results are released (through the API, as the tutor's exam screen would).
  await api.post(`exam/${examId}`, { _method: 'PUT', results_released: true });
  const attempt = (await list(api, `exam-attempt?filter[exam_id]=${examId}`))[0]!;
  const total = (await scaled(api, scales[0]!, 2)) + (await scaled(api, scales[1]!, 2));

  // The student: the score the conversion tables give for raw 2 and 2, and the review.
  await page.reload();
  const released = page.getByRole('article', { name: title });
  await expect(released.getByText('Result released', { exact: true })).toBeVisible();
  await released.getByRole('link', { name: 'Review' }).click();
  await expect(page).toHaveURL(new RegExp(`/student/exam/${examId}/review$`));
  await expect(page.getByTestId('sat-total')).toHaveText(String(total));
  await expect(page.getByText('Reading and Writing', { exact: true }).first()).toBeVisible();
  const rwModule2 = page.getByRole('region', { name: 'Reading and Writing — Module 2' });
  const wrong = rwModule2.getByRole('article', { name: 'Question 1' });
  await expect(wrong.getByText('Incorrect')).toBeVisible();
  await expect(wrong.getByText('Your answer')).toBeVisible();
  await expect(wrong.getByText('The passage says B.')).toBeVisible();
  await expect(
    rwModule2.getByRole('article', { name: 'Question 2' }).getByText('Omitted'),
  ).toBeVisible();
  await screen(page, testInfo, 'exam-review-student');

  // The tutor, the parent and the admin see the same result on the attempt's review.
  for (const kind of ['employee', 'parent', 'admin'] as const) {
    const other = await pageAs(browser, baseURL!, emails[kind]);
    await other.goto(`/admin/exam/attempt/${attempt.id}/review`);
    await expect(other.getByRole('heading', { level: 1, name: `Review: ${title}` })).toBeVisible();
    await expect(other.getByTestId('sat-total')).toHaveText(String(total));
    await expect(other.getByText('Ayesha Rahman', { exact: false }).first()).toBeVisible();
    if (kind === 'admin') await screen(other, testInfo, 'exam-review-staff');
    await other.context().close();
  }
});

test.describe('on a phone, in the dark theme', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('a regular exam is taken in one column, without sideways scrolling', async ({
    page,
    api,
  }, testInfo) => {
    const course = (await list(api, 'course?search=Digital%20SAT%20Complete')).find(
      (c) => c.title === 'Digital SAT Complete',
    )!;
    const title = unique('Phone quiz');
    const exam = await created(api, 'exam', {
      title,
      course_id: course.id,
      type: 1,
      window_type: 'open',
      duration_minutes: 10,
      status: 'published',
    });
    await created(api, 'exam-question', {
      exam_id: exam.id,
      type: 'multiple',
      passage: `<p>${'A long passage about the Padma river and its delta. '.repeat(12)}</p>`,
      stem: '<p>Which two are rivers of Bangladesh?</p>',
      options: [
        { key: 'A', text: '<p>Padma</p>' },
        { key: 'B', text: '<p>Thames</p>' },
        { key: 'C', text: '<p>Meghna</p>' },
      ],
      answers: ['A', 'C'],
    });
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));

    await page.goto('/student/exam');
    await page.getByRole('article', { name: title }).getByRole('button', { name: 'Start' }).click();
    const confirm = page.getByRole('dialog', { name: `Start ${title}?` });
    await expect(confirm).toContainText('You have 10 minutes from the moment you start.');
    await confirm.getByRole('button', { name: 'Start now' }).click();

    await expect(page.getByRole('region', { name: 'Passage' })).toBeVisible();
    await page.getByRole('checkbox', { name: /Padma/ }).check();
    await page.getByRole('checkbox', { name: /Meghna/ }).check();
    await saved(page);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const background = await page.evaluate(
      () => getComputedStyle(document.querySelector('main')!.parentElement!).backgroundColor,
    );
    expect(background).not.toBe('rgb(255, 255, 255)');
    await screen(page, testInfo, 'exam-taking-phone-dark');
    await submitModule(page, 'Submit exam', 'You have answered every question.');
    await expect(page.getByRole('heading', { name: 'Exam submitted' })).toBeVisible();
  });
});
