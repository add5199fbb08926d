/**
 * Which parts an attempt at an exam has, and which questions each holds: a SAT practice test is
 * taken module by module in the form's order (sections by position, modules by number), each with
 * its own time limit; a regular exam is one part timed by its duration (none: untimed). A module
 * the exam has no questions for is left out, so a practice test may cover one section only.
 * Pure, so the exam list, the start and the review plan alike.
 */
import { ExamType, type PlannedPart } from '../../../../schema';
import type { ExamRecord, FormModule, QuestionRef } from './records';

export interface PartPlan extends PlannedPart {
  module_id: number | null;
  question_ids: number[];
}

/** Questions in the order the author arranged them (unplaced ones last, then by id). */
export function inExamOrder<Q extends QuestionRef>(questions: readonly Q[]): Q[] {
  const place = (q: QuestionRef) => q.position ?? Number.MAX_SAFE_INTEGER;
  return [...questions].sort((a, b) => place(a) - place(b) || a.id - b.id);
}

/** The questions of one part, in order: all of a regular exam's, a SAT module's own. */
export function partQuestionIds(
  exam: Pick<ExamRecord, 'type'>,
  questions: readonly QuestionRef[],
  moduleId: number | null,
): number[] {
  const ordered = inExamOrder(questions);
  if (exam.type === ExamType.Regular) return ordered.map((q) => q.id);
  if (moduleId === null) return [];
  return ordered.filter((q) => q.module_id === moduleId).map((q) => q.id);
}

/** `questions`: the exam's; `modules`: its form's, in the form's order. */
export function planParts(
  exam: Pick<ExamRecord, 'type' | 'duration_minutes'>,
  questions: readonly QuestionRef[],
  modules: readonly FormModule[],
): PartPlan[] {
  if (exam.type === ExamType.Regular) {
    const ids = partQuestionIds(exam, questions, null);
    if (ids.length === 0) return [];
    return [
      {
        module_id: null,
        section_name: null,
        section_name_bn: null,
        module_number: null,
        question_count: ids.length,
        time_limit_minutes: exam.duration_minutes,
        question_ids: ids,
      },
    ];
  }
  return modules.flatMap((module) => {
    const ids = partQuestionIds(exam, questions, module.id);
    if (ids.length === 0) return [];
    return [
      {
        module_id: module.id,
        section_name: module.section_name,
        section_name_bn: module.section_name_bn,
        module_number: module.number,
        question_count: ids.length,
        time_limit_minutes: module.time_limit_minutes,
        question_ids: ids,
      },
    ];
  });
}

/** The time all parts take together; null when any is untimed. */
export function totalMinutes(parts: readonly PlannedPart[]): number | null {
  let total = 0;
  for (const part of parts) {
    if (part.time_limit_minutes === null) return null;
    total += part.time_limit_minutes;
  }
  return total;
}
