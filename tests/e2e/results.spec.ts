/**
 * Results and scores in the browser: an admin types a regular exam's marks in the grid (moving
 * with the keyboard) and saves them, imports a SAT answer-sheet CSV for the demo student, and
 * releases both; the demo student and the demo parent then find the results and the progress
 * chart on their results pages. The SAT form and exam are arranged through the API.
 */
import type { Page } from '@playwright/test';
import {
  createRecord,
  expect,
  readMenu,
  screen,
  sidebar,
  test,
  toast,
  unique,
  type Api,
} from './fixtures';

test.describe.configure({ mode: 'serial' });

const names = { regular: unique('Algebra test'), sat: unique('SAT mock') };
const exams: { regular?: number; sat?: number } = {};

/** A small digital-style form: Reading and Writing, and Math, one module each. */
async function satForm(api: Api) {
  const form = await createRecord(api, 'sat-test-form', {
    name: unique('E2E form'),
    kind: 'digital',
  });
  const modules: number[] = [];
  for (const [position, code, name] of [
    [1, 'RW', 'Reading and Writing'],
    [2, 'M', 'Math'],
  ] as const) {
    const scale = await createRecord(api, 'sat-scale', {
      test_form_id: form.id,
      code,
      name,
      kind: 'section',
      total_weight: 1,
      min_score: 200,
      max_score: 800,
    });
    for (const [raw, scaled] of [200, 500, 800].entries())
      await createRecord(api, 'sat-conversion', {
        scale_id: scale.id,
        raw_score: raw,
        scaled_score: scaled,
      });
    const section = await createRecord(api, 'sat-section', {
      test_form_id: form.id,
      name,
      scale_id: scale.id,
      position,
    });
    const module = await createRecord(api, 'sat-module', {
      section_id: section.id,
      number: 1,
      question_count: 2,
      time_limit_minutes: 10,
    });
    modules.push(module.id);
  }
  return { form: form.id, modules };
}

async function courseId(api: Api, title: string): Promise<number> {
  const { body } = await api.get(`course?search=${encodeURIComponent(title)}`);
  const course = (body.data as { id: number; title: string }[]).find((c) => c.title === title);
  expect(course, title).toBeDefined();
  return course!.id;
}

const release = (api: Api, examId: number) =>
  api.post(`exam/${examId}`, { _method: 'PUT', results_released: true });

const marksInput = (page: Page, name: string) =>
  page.getByRole('textbox', { name: `Marks for ${name}`, exact: true });

test.describe('staff', () => {
  test.use({ as: 'admin' });

  test('an admin enters a regular exam’s marks in the grid and saves them', async ({
    page,
    api,
  }, testInfo) => {
    const exam = await createRecord(api, 'exam', {
      title: names.regular,
      course_id: await courseId(api, 'Digital SAT Complete'),
      type: 1,
      window_type: 'fixed',
      starts_at: '2030-01-10T04:00:00.000Z',
      ends_at: '2030-01-10T05:00:00.000Z',
      total_marks: 40,
      pass_mark: 20,
    });
    exams.regular = exam.id;
    await page.goto(`/admin/exam/${exam.id}/marks`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Marks: ${names.regular}` }),
    ).toBeVisible();
    await expect(page.getByText('Out of 40, pass mark 20.', { exact: false })).toBeVisible();

    // Students by name: Arif Hossain (pending enrolment), Ayesha Rahman, Rafi Ahmed.
    await marksInput(page, 'Arif Hossain').fill('18');
    await page.keyboard.press('Enter');
    await expect(marksInput(page, 'Ayesha Rahman')).toBeFocused();
    await page.keyboard.type('33');
    await page.keyboard.press('ArrowDown');
    await expect(marksInput(page, 'Rafi Ahmed')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(marksInput(page, 'Arif Hossain')).toBeFocused();
    await page.getByRole('textbox', { name: 'Remarks for Ayesha Rahman' }).fill('Well done');
    await expect(page.getByText('2 unsaved changes')).toBeVisible();
    // The grid does not grade: unsaved rows say so until the server answers.
    await expect(page.getByText('Not saved')).toHaveCount(2);

    await page.getByRole('button', { name: 'Save marks' }).click();
    await expect(toast(page, 'Marks of 2 students updated successfully!')).toBeVisible();
    await expect(page.getByText('All changes saved')).toBeVisible();
    const grid = page.getByRole('table', { name: `Marks of ${names.regular}` });
    // 33 / 40 = 82.5 % → 83 %, passed; 18 / 40 = 45 %, failed (the server's numbers).
    const ayesha = grid.getByRole('row').filter({ hasText: 'Ayesha Rahman' });
    await expect(ayesha.getByText('83%')).toBeVisible();
    await expect(ayesha.getByText('Passed')).toBeVisible();
    const arif = grid.getByRole('row').filter({ hasText: 'Arif Hossain' });
    await expect(arif.getByText('45%')).toBeVisible();
    await expect(arif.getByText('Failed')).toBeVisible();
    await screen(page, testInfo, 'results-marks-grid');

    // Marks above the total are refused on their row, and nothing is saved.
    await marksInput(page, 'Rafi Ahmed').fill('41');
    await page.keyboard.press('Control+s');
    await expect(page.getByText('The marks may not be greater than 40.').first()).toBeVisible();
    // Leaving with the refused mark unsaved asks first; declining keeps the page and the mark.
    page.once('dialog', (dialog) => void dialog.dismiss());
    await sidebar(page).getByRole('menuitem', { name: 'Results' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/exam/${exam.id}/marks$`));
    await expect(marksInput(page, 'Rafi Ahmed')).toHaveValue('41');
    const { body } = await api.get(`exam/${exam.id}/roster`);
    const students = (body.data as { students: { full_name: string; result: unknown }[] }).students;
    expect(students.find((s) => s.full_name === 'Rafi Ahmed')?.result).toBeNull();
  });

  test('an admin imports SAT answer sheets for the demo student and releases the results', async ({
    page,
    api,
  }, testInfo) => {
    const { form, modules } = await satForm(api);
    const exam = await createRecord(api, 'exam', {
      title: names.sat,
      course_id: await courseId(api, 'Digital SAT Complete'),
      type: 2,
      test_form_id: form,
      window_type: 'fixed',
      starts_at: '2030-02-10T04:00:00.000Z',
      ends_at: '2030-02-10T08:00:00.000Z',
    });
    exams.sat = exam.id;
    const options = ['A', 'B', 'C', 'D'].map((key) => ({ key, text: `<p>${key}</p>` }));
    await createRecord(api, 'exam-question', {
      exam_id: exam.id,
      module_id: modules[0],
      position: 1,
      type: 'single',
      stem: '<p>Which word fits?</p>',
      options,
      answers: ['B'],
    });
    await createRecord(api, 'exam-question', {
      exam_id: exam.id,
      module_id: modules[1],
      position: 1,
      type: 'grid_in',
      stem: '<p>What is $3 \\div 4$?</p>',
      answers: ['3/4'],
    });

    await page.goto(`/admin/exam/${exam.id}/answer-sheets`);
    await expect(
      page.getByRole('heading', { level: 1, name: `Answer sheets: ${names.sat}` }),
    ).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'sheets.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        [
          'student,question,answer',
          'student@academy.test,1,B',
          'student@academy.test,2,3/4',
          'nobody@example.com,1,A',
        ].join('\n'),
      ),
    });
    await expect(page.getByRole('heading', { name: 'Preview' })).toBeVisible();
    await expect(page.getByText('Line 4: No student of this course has')).toBeVisible();
    // Both sections right: 500 + 500.
    const preview = page.getByRole('table', { name: 'Scores the import would give' });
    await expect(preview.getByRole('row').filter({ hasText: 'Ayesha Rahman' })).toContainText(
      '1000',
    );
    await screen(page, testInfo, 'results-answer-sheets-preview');
    await page.getByRole('button', { name: 'Import 1 sheet' }).click();
    await expect(toast(page, '1 answer sheet imported and scored.')).toBeVisible();
    const imported = page.getByRole('table', { name: 'Imported scores' });
    await expect(imported.getByRole('link', { name: 'Review Ayesha Rahman' })).toHaveAttribute(
      'href',
      /\/admin\/exam\/attempt\/\d+\/review$/,
    );

    for (const id of [exams.regular!, exams.sat!]) await release(api, id);
  });
});

async function expectResults(page: Page) {
  const table = page.getByRole('table', { name: 'Every test, newest first' });
  await expect(table.getByRole('row').filter({ hasText: names.sat })).toContainText('1000 / 1600');
  await expect(table.getByRole('row').filter({ hasText: names.regular })).toContainText(
    '33 / 40 (83%)',
  );
  await expect(page.getByRole('figure', { name: 'SAT scores' })).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Exam results (percent)' })).toBeVisible();
  await expect(
    page.getByRole('figure', { name: 'SAT scores' }).locator('svg').first(),
  ).toBeVisible();
}

test.describe('the demo student', () => {
  test.use({ as: 'student' });

  test('sees the released results and the progress chart', async ({ page }, testInfo) => {
    await page.goto('/dashboard');
    expect((await readMenu(page)).links).toContain('My results');
    // The entry leads there; the page is then opened directly, as the sidebar's group may still
    // be unfolding under the pointer.
    await expect(sidebar(page).getByRole('menuitem', { name: 'My results' })).toHaveAttribute(
      'href',
      /\/student\/results$/,
    );
    await page.goto('/student/results');
    await expectResults(page);
    await expect(page.getByRole('link', { name: `Review ${names.sat}` })).toHaveAttribute(
      'href',
      `/student/exam/${exams.sat}/review`,
    );
    await screen(page, testInfo, 'results-student');
  });
});

test.describe('the demo parent', () => {
  test.use({ as: 'parent' });

  test('sees their child’s released results and the progress chart', async ({ page }, testInfo) => {
    await page.goto('/dashboard');
    expect((await readMenu(page)).links).toContain('Results');
    await expect(sidebar(page).getByRole('menuitem', { name: 'Results' })).toHaveAttribute(
      'href',
      /\/parent\/results$/,
    );
    await page.goto('/parent/results');
    await expect(page.getByRole('heading', { level: 1, name: 'Results' })).toBeVisible();
    await expectResults(page);
    await expect(page.getByRole('link', { name: `Review ${names.sat}` })).toHaveAttribute(
      'href',
      /\/admin\/exam\/attempt\/\d+\/review$/,
    );
    await screen(page, testInfo, 'results-parent');
  });
});
