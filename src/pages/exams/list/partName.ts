import { useLocaleState, useTranslate } from 'react-admin';
import { nameInLanguage, type PlannedPart } from '../../../../schema';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * "Reading and Writing — Module 1" for a SAT module, the section named in the reader's language;
 * the exam's questions for a regular one.
 */
export function partName(part: PlannedPart, translate: Translate, locale: string): string {
  if (part.section_name === null) return translate('app.exams.part.regular');
  return translate('app.exams.part.module', {
    section: nameInLanguage(part.section_name, part.section_name_bn, locale),
    number: part.module_number ?? '',
  });
}

/** Names parts in the reader's language. */
export function usePartName(): (part: PlannedPart) => string {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  return (part) => partName(part, translate, locale);
}
