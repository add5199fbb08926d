/**
 * Demo exams: a digital SAT practice test the demo student has taken (scored on the server and
 * released), a second one waiting to be taken, and a regular algebra checkpoint with marks
 * entered for the class. Questions carry passages, LaTeX math and grid-ins as a tutor would
 * write them.
 */
import { examAttemptLabel } from '../../domain/academics/labels';
import { scoreAttempt } from '../../domain/assessment/score-attempt';
import type { Db, Row } from '../types';
import type { Context } from '../../resources/context';
import { ExamType } from '../../../schema';
import { openTables } from '../types';

type Create = (resource: string, body: Record<string, unknown>) => Promise<Row>;
type Update = (resource: string, id: unknown, body: Record<string, unknown>) => Promise<Row>;

const options = (...texts: string[]) =>
  texts.map((text, i) => ({ key: 'ABCD'[i]!, text: `<p>${text}</p>` }));

interface QuestionSpec {
  /** Index of the module in form order (RW 1, RW 2, Math 1, Math 2). */
  module: number;
  body: Record<string, unknown>;
  /** What the demo student answered. */
  answered: string[];
}

const PRACTICE_TEST_1: QuestionSpec[] = [
  {
    module: 0,
    answered: ['B'],
    body: {
      type: 'single',
      passage:
        '<p>The Sundarbans, the largest mangrove forest in the world, ______ both India and Bangladesh and shelters the Bengal tiger.</p>',
      stem: '<p>Which choice completes the text so that it conforms to the conventions of Standard English?</p>',
      options: options('span', 'spans', 'spanning', 'have spanned'),
      answers: ['B'],
      quality: 'easy',
      tags: 'Standard English Conventions · Form, Structure, and Sense',
      explanation:
        '<p>The subject, <em>the Sundarbans</em>, names one forest, so the singular verb <strong>spans</strong> agrees with it.</p>',
    },
  },
  {
    module: 0,
    answered: ['B'],
    body: {
      type: 'single',
      passage:
        '<p>The first microloans were small, but their effect on borrowers’ lives was ______: many women used them to start businesses that supported whole families.</p>',
      stem: '<p>Which choice completes the text with the most logical and precise word?</p>',
      options: options('negligible', 'profound', 'temporary', 'ambiguous'),
      answers: ['B'],
      quality: 'medium',
      tags: 'Craft and Structure · Words in Context',
      explanation:
        '<p>Businesses that supported whole families show a deep effect: <strong>profound</strong>.</p>',
    },
  },
  {
    module: 1,
    answered: ['A'],
    body: {
      type: 'single',
      passage:
        '<p>Before the Padma Bridge opened in 2022, travellers between the southwest of Bangladesh and the capital crossed the river by ferry, a journey that could take hours and was often halted by bad weather.</p>',
      stem: '<p>Which choice best states the main idea of the text?</p>',
      options: options(
        'The bridge replaced a slow and unreliable crossing.',
        'Ferries are safer than bridges in bad weather.',
        'The capital lies in the southwest of the country.',
        'The bridge was built to carry freight only.',
      ),
      answers: ['A'],
      quality: 'easy',
      tags: 'Information and Ideas · Central Ideas and Details',
    },
  },
  {
    module: 1,
    answered: ['C'],
    body: {
      type: 'single',
      passage:
        '<p>Many plants close the pores of their leaves at midday to save water. ______ they take in less carbon dioxide during the hottest hours.</p>',
      stem: '<p>Which choice completes the text with the most logical transition?</p>',
      options: options('However,', 'As a result,', 'For example,', 'In contrast,'),
      answers: ['B'],
      quality: 'medium',
      tags: 'Expression of Ideas · Transitions',
      explanation:
        '<p>Taking in less carbon dioxide follows from closing the pores: <strong>As a result</strong>.</p>',
    },
  },
  {
    module: 2,
    answered: ['3'],
    body: {
      type: 'grid_in',
      stem: '<p>If $4x - 7 = 5$, what is the value of $x$?</p>',
      answers: ['3'],
      quality: 'easy',
      tags: 'Algebra · Linear equations in one variable',
      explanation: '<p>$4x = 12$, so $x = 3$.</p>',
    },
  },
  {
    module: 2,
    answered: ['A'],
    body: {
      type: 'single',
      stem: '<p>A line in the $xy$-plane passes through the points $(0, 2)$ and $(3, 8)$. What is the slope of the line?</p>',
      options: options('$2$', '$3$', '$6$', '$\\frac{1}{2}$'),
      answers: ['A'],
      quality: 'medium',
      tags: 'Algebra · Linear functions',
      explanation: '<p>$\\frac{8 - 2}{3 - 0} = 2$.</p>',
    },
  },
  {
    module: 3,
    answered: ['.75'],
    body: {
      type: 'grid_in',
      stem: '<p>What is the value of $\\frac{3}{8} + \\frac{3}{8}$?</p>',
      answers: ['3/4', '.75'],
      quality: 'medium',
      tags: 'Problem-Solving and Data Analysis · Ratios, rates and proportions',
      explanation: '<p>$\\frac{6}{8} = \\frac{3}{4}$; $.75$ is accepted too.</p>',
    },
  },
  {
    module: 3,
    answered: ['D'],
    body: {
      type: 'single',
      stem: '<p>The function $f$ is defined by $f(x) = x^2 - 5x + 6$. For which value of $x$ is $f(x) = 0$?</p>',
      options: options('$-2$', '$1$', '$3$', '$6$'),
      answers: ['C'],
      quality: 'hard',
      tags: 'Advanced Math · Nonlinear equations',
      explanation: '<p>$x^2 - 5x + 6 = (x - 2)(x - 3)$, so $x = 2$ or $x = 3$.</p>',
    },
  },
];

async function digitalModules(db: Db): Promise<{ form: Row; modules: Row[] }> {
  const form = await db
    .selectFrom('sat_test_forms')
    .selectAll()
    .where('name', '=', 'Digital SAT Practice Form')
    .executeTakeFirstOrThrow();
  const modules = await db
    .selectFrom('sat_modules as m')
    .innerJoin('sat_sections as s', 's.id', 'm.section_id')
    .select(['m.id', 'm.time_limit_minutes'])
    .where('s.test_form_id', '=', form.id)
    .orderBy('s.position')
    .orderBy('m.number')
    .execute();
  return { form, modules };
}

/** The demo student's finished attempt, a day ago, module by module, then scored. */
async function takeTest(
  ctx: Context,
  exam: Row,
  studentId: number,
  modules: Row[],
  answers: { questionId: number; answer: string[] }[],
): Promise<void> {
  let clock = Date.now() - 24 * 3600_000;
  const at = (ms: number) => new Date(ms).toISOString();
  const started = at(clock);
  await ctx.db.transaction().execute(async (tx) => {
    const row: Row = {
      exam_id: exam.id,
      student_id: studentId,
      course_id: exam.course_id,
      status: 'submitted',
      source: 'online',
      started_at: started,
      created_at: started,
      updated_at: started,
    };
    row.label = await examAttemptLabel(tx, row);
    const partsEnd = clock + modules.length * 20 * 60_000;
    const attempt = await openTables(tx)
      .insertInto('exam_attempts')
      .values({ ...row, submitted_at: at(partsEnd) })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [position, module] of modules.entries()) {
      await openTables(tx)
        .insertInto('exam_attempt_parts')
        .values({
          attempt_id: attempt.id,
          position: position + 1,
          module_id: module.id,
          started_at: at(clock),
          deadline_at: at(clock + Number(module.time_limit_minutes) * 60_000),
          submitted_at: at(clock + 20 * 60_000),
        })
        .execute();
      clock += 20 * 60_000;
    }
    for (const { questionId, answer } of answers) {
      await openTables(tx)
        .insertInto('exam_answers')
        .values({
          attempt_id: attempt.id,
          question_id: questionId,
          answer: JSON.stringify(answer),
          saved_at: started,
        })
        .execute();
    }
    await scoreAttempt(tx, ctx, Number(attempt.id));
  });
}

export async function seedExams(
  ctx: Context,
  create: Create,
  update: Update,
  courses: Row[],
): Promise<void> {
  const { db } = ctx;
  const { form, modules } = await digitalModules(db);
  const satCourse = courses[0]!;
  const demoStudent = await db
    .selectFrom('students')
    .select('id')
    .where('email', '=', 'student@academy.test')
    .executeTakeFirstOrThrow();

  const taken = await create('exam', {
    title: 'Digital SAT Practice Test 1',
    course_id: satCourse.id,
    type: ExamType.Sat,
    test_form_id: form.id,
    window_type: 'open',
    instructions:
      '<p>Two modules of Reading and Writing, then two of Math. Each module is timed on its own; a calculator is allowed throughout the Math section.</p>',
  });
  const answers: { questionId: number; answer: string[] }[] = [];
  for (const spec of PRACTICE_TEST_1) {
    const question = await create('exam-question', {
      ...spec.body,
      exam_id: taken.id,
      module_id: modules[spec.module]!.id,
    });
    answers.push({ questionId: Number(question.id), answer: spec.answered });
  }
  await update('exam', taken.id, { status: 'published' });
  await takeTest(ctx, taken, Number(demoStudent.id), modules, answers);
  await update('exam', taken.id, { results_released: true });

  // The next test, open to take: one question a module, from the same bank.
  const next = await create('exam', {
    title: 'Digital SAT Practice Test 2',
    course_id: satCourse.id,
    type: ExamType.Sat,
    test_form_id: form.id,
    window_type: 'open',
  });
  for (const [index, spec] of PRACTICE_TEST_1.entries()) {
    if (index % 2 === 1) continue;
    await create('exam-question', {
      ...spec.body,
      exam_id: next.id,
      module_id: modules[spec.module]!.id,
    });
  }
  await update('exam', next.id, { status: 'published' });

  // A paper checkpoint of the maths course, marked by hand.
  const mathsCourse = courses[1]!;
  const checkpoint = await create('exam', {
    title: 'Algebra checkpoint',
    course_id: mathsCourse.id,
    type: ExamType.Regular,
    window_type: 'open',
    total_marks: 20,
    pass_mark: 12,
  });
  const seated = await openTables(db)
    .selectFrom('student_courses')
    .select('student_id')
    .where('course_id', '=', mathsCourse.id)
    .where('status', 'in', ['active', 'completed'])
    .orderBy('id')
    .execute();
  const marks = [17, 11, 14, 19];
  for (const [index, seat] of seated.entries()) {
    await create('exam-result', {
      exam_id: checkpoint.id,
      student_id: seat.student_id,
      marks: marks[index % marks.length],
    });
  }
  await update('exam', checkpoint.id, { status: 'closed', results_released: true });
}
