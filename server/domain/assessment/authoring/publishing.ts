/**
 * What an exam needs before students may take it. A SAT practice test: at least one question in
 * every module of its form's active sections. A regular exam with questions (one without is
 * marked by hand): a duration for the attempt. Either: every question answerable and scoreable,
 * in case a rule came after a question was written.
 */
import { ExamType, questionProblems } from '../../../../schema';
import type { Executor, Row } from '../../../db/types';
import type { Translator } from '../../../i18n/translate';
import { parsedJson, settingOf, type ExamOfQuestion } from './exam-of-question';
import { problemMessage } from './problem-messages';

interface FormModule {
  id: number;
  name: string;
}

async function modulesOfForm(db: Executor, formId: number, tr: Translator): Promise<FormModule[]> {
  const rows = await db
    .selectFrom('sat_modules')
    .innerJoin('sat_sections', 'sat_sections.id', 'sat_modules.section_id')
    .select(['sat_modules.id', 'sat_modules.number', 'sat_sections.name'])
    .where('sat_sections.test_form_id', '=', formId)
    .where('sat_sections.is_active', '=', 1)
    .orderBy('sat_sections.position')
    .orderBy('sat_sections.id')
    .orderBy('sat_modules.number')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: tr.t('questionAuthoring.publishModule', {
      section: String(r.name),
      number: Number(r.number),
    }),
  }));
}

async function questionsOf(db: Executor, examId: number | undefined): Promise<Row[]> {
  if (examId === undefined) return [];
  return db
    .selectFrom('exam_questions')
    .select(['id', 'module_id', 'type', 'stem', 'options', 'answers'])
    .where('exam_id', '=', examId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

async function formKindOf(db: Executor, formId: number): Promise<ExamOfQuestion['formKind']> {
  const form = await db
    .selectFrom('sat_test_forms')
    .select('kind')
    .where('id', '=', formId)
    .executeTakeFirst();
  return form?.kind === 'legacy' || form?.kind === 'digital' ? form.kind : null;
}

/** The first question that cannot be answered, named by its place, with its first problem. */
function unanswerable(
  exam: ExamOfQuestion,
  questions: Row[],
  modules: FormModule[],
  tr: Translator,
) {
  const setting = settingOf(exam);
  const numberIn = new Map<string, number>();
  for (const q of questions) {
    const group = String(q.module_id ?? '');
    const number = (numberIn.get(group) ?? 0) + 1;
    numberIn.set(group, number);
    const [problem] = questionProblems(
      {
        type: q.type,
        stem: q.stem,
        options: parsedJson(q.options),
        answers: parsedJson(q.answers),
      },
      setting,
    );
    if (!problem) continue;
    const module = modules.find((m) => m.id === Number(q.module_id));
    const place = module
      ? tr.t('questionAuthoring.publishQuestionInModule', { module: module.name, number })
      : tr.t('questionAuthoring.publishQuestion', { number });
    return tr.t('questionAuthoring.publishIncomplete', {
      place,
      problem: problemMessage(problem, tr),
    });
  }
  return null;
}

/** Why the exam (as it would be stored) cannot be published, or null when it can. */
export async function publishingProblem(
  db: Executor,
  next: Row,
  examId: number | undefined,
  tr: Translator,
): Promise<string | null> {
  const questions = await questionsOf(db, examId);
  const type = Number(next.type);
  const formId =
    next.test_form_id === null || next.test_form_id === undefined
      ? null
      : Number(next.test_form_id);
  const exam: ExamOfQuestion = {
    id: examId ?? 0,
    type,
    status: 'published',
    testFormId: formId,
    formKind: formId === null ? null : await formKindOf(db, formId),
  };
  let modules: FormModule[] = [];
  if (type === ExamType.Sat && formId !== null) {
    modules = await modulesOfForm(db, formId, tr);
    const filled = new Set(questions.map((q) => Number(q.module_id)));
    const empty = modules.filter((m) => !filled.has(m.id)).map((m) => m.name);
    if (empty.length > 0)
      return tr.t(
        empty.length === 1
          ? 'questionAuthoring.publishEmptyModule'
          : 'questionAuthoring.publishEmptyModules',
        { modules: empty.join(', ') },
      );
  } else if (
    questions.length > 0 &&
    (next.duration_minutes === null || next.duration_minutes === undefined)
  ) {
    return tr.t('questionAuthoring.publishNeedsDuration');
  }
  return unanswerable(exam, questions, modules, tr);
}
