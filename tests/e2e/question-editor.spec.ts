/**
 * Exam authoring as the demo tutor does it: a SAT practice test for a course they teach, two
 * questions per module of a digital form entered with the keyboard (one multiple choice, one
 * grid-in accepting 3/4 and .75), a question moved with the keyboard, math typeset in the
 * preview, and the test published; then a regular exam with two questions, published too.
 */
import type { Page } from '@playwright/test';
import { createRecord, expect, screen, test, toast, unique, type Api } from './fixtures';

test.use({ as: 'employee' });

/** A digital SAT form: Reading and Writing and Math, two modules each taking two questions. */
async function makeDigitalForm(api: Api, name: string) {
  const form = await createRecord(api, 'sat-test-form', { name, kind: 'digital', is_active: true });
  for (const [position, [code, title]] of [
    ['RW', 'Reading and Writing'],
    ['M', 'Math'],
  ].entries()) {
    const scale = await createRecord(api, 'sat-scale', {
      test_form_id: form.id,
      code,
      name: title,
      kind: 'section',
      min_score: 200,
      max_score: 800,
    });
    const section = await createRecord(api, 'sat-section', {
      test_form_id: form.id,
      name: title,
      scale_id: scale.id,
      position: position + 1,
      is_active: true,
    });
    for (const number of [1, 2])
      await createRecord(api, 'sat-module', {
        section_id: section.id,
        number,
        question_count: 2,
        time_limit_minutes: 32,
      });
  }
  return form;
}

async function pick(page: Page, field: string | RegExp, option: string | RegExp) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).first().click();
}

const stem = (page: Page) => page.locator('#question-stem');

/** The multiple-choice question of a module, typed from the stem to Ctrl+Enter. */
async function typeChoiceQuestion(page: Page, text: string, tab: string) {
  await expect(stem(page)).toBeFocused();
  await page.keyboard.type(text);
  for (const option of ['1', '2', '3', '6']) {
    await page.keyboard.press('Tab');
    await page.keyboard.type(option);
  }
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: 'Option A' })).toBeFocused();
  await page.keyboard.press('c');
  await expect(page.getByRole('radio', { name: 'Option C' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await page.keyboard.press('Control+Enter');
  await expect(page.getByRole('tab', { name: `${tab} (1/2)` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'New question 2', level: 2 })).toBeVisible();
}

/** The grid-in question: the type by arrow key, then the stem and the accepted forms. */
async function typeGridInQuestion(page: Page) {
  await expect(stem(page)).toBeFocused();
  await page.keyboard.press('Shift+Tab'); // the passage
  await page.keyboard.press('Shift+Tab'); // the type
  await expect(page.getByRole('radio', { name: 'Multiple choice (one answer)' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Student-produced response' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(stem(page)).toBeFocused();
  await page.keyboard.type('What is $\\frac{3}{4}$ written as a decimal?');
  await page.keyboard.press('Tab');
  await page.keyboard.type('3/4');
  await page.keyboard.press('Enter');
  await page.keyboard.type('.75');
  await page.keyboard.press('Control+Enter');
  await expect(toast(page, 'Question created successfully!').first()).toBeVisible();
}

test('a tutor builds a SAT practice test by keyboard and publishes it', async ({
  page,
  api,
}, testInfo) => {
  testInfo.setTimeout(180_000);
  const tag = unique('E2E');
  await makeDigitalForm(api, `${tag} Digital form`);
  const title = `${tag} SAT practice`;

  // The tutor's exams, from their panel; a SAT exam needs its form, which the form offers then.
  await page.goto('/employee/exam');
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('combobox', { name: 'Course' }).click();
  await page.getByRole('option').first().click();
  await expect(page.getByRole('combobox', { name: 'SAT test form' })).toHaveCount(0);
  await pick(page, 'Type', 'SAT practice test');
  await expect(page.getByRole('spinbutton', { name: 'Total marks' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A SAT practice test needs a SAT test form.')).toBeVisible();
  // The refused save left the focus in the form's box: type to find it.
  await page.getByRole('combobox', { name: 'SAT test form' }).fill(`${tag} Digital`);
  await page.getByRole('option', { name: `${tag} Digital form` }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'created successfully')).toBeVisible();

  // The SAT editor, through the panel's Questions page.
  await page.goto('/employee/question/sat');
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const tabs = [
    'Reading and Writing · Module 1',
    'Reading and Writing · Module 2',
    'Math · Module 1',
    'Math · Module 2',
  ];
  for (const [index, tab] of tabs.entries()) {
    if (index > 0) await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    await expect(page.getByRole('tab', { name: `${tab} (0/2)` })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await stem(page).click();
    await typeChoiceQuestion(page, `Module ${index + 1}: if $2x = 6$, what is $x$?`, tab);
    await typeGridInQuestion(page);
    await expect(page.getByRole('tab', { name: `${tab} (2/2)` })).toBeVisible();
  }
  await screen(page, testInfo, 'sat-question-editor');

  // Math typeset in the preview of the open question (the grid-in just saved).
  await expect(page.getByTestId('preview-stem').locator('.katex').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add question' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Module full' })).toBeDisabled();

  // The grid-in question moved above the multiple-choice one, with the keyboard.
  const list = page.getByRole('list', { name: 'Questions in order' });
  await expect(list.getByRole('listitem').first()).toContainText('Module 4');
  await page.getByRole('button', { name: 'Drag to move question 2' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(list.getByRole('listitem').first()).toContainText('as a decimal');
  const exams = await api.get(`exam?search=${encodeURIComponent(title)}`);
  const exam = (exams.body.data as { id: number }[])[0]!;
  await expect
    .poll(async () => {
      const { body } = await api.get(
        `exam-question?filter[exam_id]=${exam.id}&sort_by=position&sort_dir=asc&per_page=100`,
      );
      const questions = body.data as { type: string; module_id: number; stem: string }[];
      const last = questions.find((q) => q.stem.includes('Module 4'))!.module_id;
      return questions.filter((q) => q.module_id === last).map((q) => q.type);
    })
    .toEqual(['grid_in', 'single']);

  // Alt+↓ moves to the other question of the module.
  await page.keyboard.press('Alt+ArrowDown');
  await expect(page.getByRole('heading', { name: 'Question 2', level: 2 })).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Status changed successfully!')).toBeVisible();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  const stored = await api.get(`exam/${exam.id}`);
  expect((stored.body.data as { status: string }).status).toBe('published');
  const accepted = await api.get(`exam-question?filter[exam_id]=${exam.id}&filter[type]=grid_in`);
  for (const question of accepted.body.data as { answers: string[] }[])
    expect(question.answers).toEqual(['3/4', '.75']);
});

test('a tutor writes a regular exam with two questions and publishes it', async ({
  page,
  api,
}, testInfo) => {
  testInfo.setTimeout(120_000);
  const title = `${unique('E2E')} Unit test`;
  await page.goto('/employee/exam');
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('combobox', { name: 'Course' }).click();
  await page.getByRole('option').first().click();
  await page.getByRole('spinbutton', { name: 'Duration (minutes)' }).fill('30');
  await page.getByRole('spinbutton', { name: 'Total marks' }).fill('10');
  await page.getByRole('spinbutton', { name: 'Pass mark' }).fill('11');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('The pass mark may not be greater than the total marks.'),
  ).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Pass mark' }).fill('5');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'created successfully')).toBeVisible();

  // From the exam list's row, to the regular editor.
  await page.goto('/employee/exam');
  await page.getByRole('textbox', { name: 'Search' }).fill(title);
  // The search is applied (and written to the address) before the row's link is followed.
  await expect(page).toHaveURL(/filter=/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('link', { name: 'Enter marks' })).toHaveAttribute(
    'href',
    /\/employee\/exam\/\d+\/marks$/,
  );
  await expect(row.getByRole('link', { name: 'Import answer sheets' })).toHaveCount(0);
  await expect(row.getByRole('link', { name: 'Attempts' })).toHaveAttribute(
    'href',
    /\/admin\/exam\/attempt\?filter=/,
  );
  await row.getByRole('link', { name: 'Questions' }).click();
  await expect(page).toHaveURL(/\/employee\/question\/\d+/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // A question with several correct options.
  await page.getByRole('radio', { name: 'Multiple choice (several answers)' }).check();
  await stem(page).click();
  await page.keyboard.type('Which of these are prime? $n \\le 5$');
  for (const [key, text] of Object.entries({ A: '2', B: '4', C: '5', D: '1' }))
    await page.getByRole('textbox', { name: `Option ${key}` }).fill(text);
  await page.getByRole('checkbox', { name: 'Option A' }).click();
  await page.getByRole('checkbox', { name: 'Option C' }).click();
  await page.getByRole('spinbutton', { name: 'Marks' }).fill('4');
  await page.keyboard.press('Control+Enter');
  await expect(toast(page, 'Question created successfully!').first()).toBeVisible();

  // A short answer, refused without an accepted text, then saved.
  await expect(stem(page)).toBeFocused();
  await page.keyboard.type('What is the capital of Bangladesh?');
  await page.getByRole('radio', { name: 'Short answer' }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Give at least one accepted answer.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Accepted answers' }).fill('Dhaka');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Question created successfully!').first()).toBeVisible();
  await expect(page.getByText('Question marks: 5 of 10')).toBeVisible();
  await expect(page.locator('.katex').first()).toBeVisible();
  await screen(page, testInfo, 'regular-question-editor');

  // Unsaved changes are not dropped by moving to another question without asking.
  await stem(page).click();
  await page.keyboard.type(' (one word)');
  await page.getByRole('button', { name: /^1\./ }).click();
  await expect(page.getByText('Discard your changes?')).toBeVisible();
  await page.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page.getByRole('heading', { name: 'Question 2', level: 2 })).toBeVisible();
  await page.keyboard.press('Alt+ArrowUp');
  await page.getByRole('button', { name: 'Discard' }).click();
  await expect(page.getByRole('heading', { name: 'Question 1', level: 2 })).toBeVisible();

  // The edit address of a question opens its exam's editor on it.
  const exam = (
    (await api.get(`exam?search=${encodeURIComponent(title)}`)).body.data as {
      id: number;
    }[]
  )[0]!;
  const questions = (
    await api.get(`exam-question?filter[exam_id]=${exam.id}&sort_by=position&sort_dir=asc`)
  ).body.data as { id: number; stem: string }[];
  expect(questions.map((q) => q.stem)).toEqual([
    '<p>Which of these are prime? $n \\le 5$</p>',
    '<p>What is the capital of Bangladesh?</p>',
  ]);
  await page.goto(`/employee/question/edit/${questions[1]!.id}`);
  await expect(page).toHaveURL(
    new RegExp(`/employee/question/${exam.id}\\?question=${questions[1]!.id}`),
  );
  await expect(page.getByRole('heading', { name: 'Question 2', level: 2 })).toBeVisible();

  // A third question, added and deleted again after the 'Are you sure?' confirmation.
  await page.getByRole('button', { name: 'Add question' }).click();
  await expect(stem(page)).toBeFocused();
  await page.keyboard.type('A question written by mistake');
  await page.getByRole('radio', { name: 'Short answer' }).check();
  await page.getByRole('combobox', { name: 'Accepted answers' }).fill('x');
  await page.getByRole('combobox', { name: 'Accepted answers' }).press('Enter');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Question 3', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Do you want to delete this Question?')).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, 'Question has been deleted!')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Questions in order' }).getByRole('listitem'),
  ).toHaveCount(2);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Status changed successfully!')).toBeVisible();
});
