/**
 * Addresses of the question editors, the same four under the back office and the employee
 * panel. In `/…/question/{id?}` and `/…/question/sat/{id?}` the id is the exam's; in
 * `/…/question/edit/{id?}` and `/…/question/edit/sat/{id?}` it is the question's.
 */
import { ExamType } from '../../../schema';
export type QuestionArea = 'admin' | 'employee';

export const QUESTION_BASE: Readonly<Record<QuestionArea, string>> = {
  admin: '/admin/exam/question',
  employee: '/employee/question',
};

export const isSatExam = (exam: Readonly<Record<string, unknown>>) =>
  Number(exam.type) === ExamType.Sat;

/** The exam picker of one kind of exam. */
export const pickerPath = (area: QuestionArea, sat: boolean) =>
  `${QUESTION_BASE[area]}${sat ? '/sat' : ''}`;

/** The editor of an exam's questions, optionally opened on one question. */
export function editorPath(
  area: QuestionArea,
  exam: { id: unknown; type?: unknown },
  question?: { id: unknown; module_id?: unknown },
): string {
  const path = `${pickerPath(area, isSatExam(exam))}/${String(exam.id)}`;
  if (!question) return path;
  const search = new URLSearchParams({ question: String(question.id) });
  if (question.module_id !== null && question.module_id !== undefined)
    search.set('module', String(question.module_id));
  return `${path}?${search.toString()}`;
}

/** Screens under the employee panel link to the employee editors; the rest to the back office. */
export const areaOfPath = (pathname: string): QuestionArea =>
  pathname.startsWith('/employee') ? 'employee' : 'admin';
