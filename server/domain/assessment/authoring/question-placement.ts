/**
 * Where a question may sit in its exam. A SAT practice test's questions each belong to a module of
 * the exam's form, which holds at most its `question_count` questions, and may count towards a
 * sub score and a cross-test score of that form. A regular exam's questions have none of these.
 */
import type { Executor, Row } from '../../../db/types';
import type { Translator } from '../../../i18n/translate';
import type { FieldErrors } from '../../../resources/errors';
import type { ExamOfQuestion } from './exam-of-question';

interface SatModule {
  id: number;
  number: number;
  questionCount: number;
  sectionName: string;
  testFormId: number;
}

async function loadModule(db: Executor, id: number): Promise<SatModule | undefined> {
  const row = await db
    .selectFrom('sat_modules')
    .innerJoin('sat_sections', 'sat_sections.id', 'sat_modules.section_id')
    .select([
      'sat_modules.id',
      'sat_modules.number',
      'sat_modules.question_count',
      'sat_sections.name',
      'sat_sections.test_form_id',
    ])
    .where('sat_modules.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    number: Number(row.number),
    questionCount: Number(row.question_count),
    sectionName: String(row.name),
    testFormId: Number(row.test_form_id),
  };
}

const present = (value: unknown) => value !== null && value !== undefined && value !== '';

/** True when the write puts the question into a module it was not in (or makes a new one). */
export const entersModule = (next: Row, current: Row | undefined) =>
  present(next.module_id) &&
  (current === undefined || Number(current.module_id) !== Number(next.module_id));

/** "Math module 2 is full: it takes 22 questions.", or null while there is room. */
export async function moduleFullMessage(
  db: Executor,
  examId: number,
  moduleId: number,
  exceptId: number | undefined,
  tr: Translator,
): Promise<string | null> {
  const module = await loadModule(db, moduleId);
  if (!module) return null;
  let query = db
    .selectFrom('exam_questions')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('exam_id', '=', examId)
    .where('module_id', '=', moduleId);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  const held = Number((await query.executeTakeFirst())?.n ?? 0);
  return held >= module.questionCount
    ? tr.t('questionAuthoring.moduleFull', {
        section: module.sectionName,
        number: module.number,
        count: module.questionCount,
      })
    : null;
}

async function scaleMessage(
  db: Executor,
  id: unknown,
  exam: ExamOfQuestion,
  kind: 'sub' | 'cross',
  tr: Translator,
): Promise<string | null> {
  if (!present(id)) return null;
  const scale = await db
    .selectFrom('sat_scales')
    .select(['test_form_id', 'kind'])
    .where('id', '=', Number(id))
    .executeTakeFirst();
  if (scale && Number(scale.test_form_id) === exam.testFormId && scale.kind === kind) return null;
  return tr.t(
    kind === 'sub' ? 'questionAuthoring.subScoreScale' : 'questionAuthoring.crossTestScale',
  );
}

export async function satPlacementErrors(
  db: Executor,
  exam: ExamOfQuestion,
  next: Row,
  current: Row | undefined,
  tr: Translator,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const sub = await scaleMessage(db, next.sub_score_id, exam, 'sub', tr);
  if (sub) errors.sub_score_id = [sub];
  const cross = await scaleMessage(db, next.cross_test_id, exam, 'cross', tr);
  if (cross) errors.cross_test_id = [cross];
  if (!present(next.module_id)) {
    errors.module_id = [tr.t('questionAuthoring.chooseModule')];
    return errors;
  }
  const module = await loadModule(db, Number(next.module_id));
  if (!module || module.testFormId !== exam.testFormId) {
    errors.module_id = [tr.t('questionAuthoring.moduleNotOfForm')];
    return errors;
  }
  if (entersModule(next, current)) {
    const full = await moduleFullMessage(db, exam.id, module.id, idOf(current), tr);
    if (full) errors.module_id = [full];
  }
  return errors;
}

export function regularPlacementErrors(next: Row, tr: Translator): FieldErrors {
  const errors: FieldErrors = {};
  if (present(next.module_id)) errors.module_id = [tr.t('questionAuthoring.regularNoModule')];
  if (present(next.sub_score_id))
    errors.sub_score_id = [tr.t('questionAuthoring.regularNoSubScore')];
  if (present(next.cross_test_id))
    errors.cross_test_id = [tr.t('questionAuthoring.regularNoCrossTest')];
  return errors;
}

export const idOf = (current: Row | undefined) => (current ? Number(current.id) : undefined);
