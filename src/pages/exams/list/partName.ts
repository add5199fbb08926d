import type { PlannedPart } from '../../../../schema';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Reading and Writing — Module 1" for a SAT module; the exam's questions for a regular one. */
export function partName(part: PlannedPart, translate: Translate): string {
  if (part.section_name === null) return translate('app.exams.part.regular');
  return translate('app.exams.part.module', {
    section: part.section_name,
    number: part.module_number ?? '',
  });
}
