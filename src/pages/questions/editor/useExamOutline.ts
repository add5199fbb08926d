import { useGetList, useGetOne, useLocaleState, type RaRecord } from 'react-admin';
import { ExamType, nameInLanguage, type GridInKind } from '../../../../schema';
import { keyOfName } from '../../../config';

export interface FormModule {
  id: number;
  number: number;
  questionCount: number;
  timeLimit: number;
  sectionName: string;
}

export interface FormScale {
  id: number;
  code: string;
  name: string;
  kind: 'section' | 'sub' | 'cross';
}

export interface ExamOutline {
  exam: RaRecord;
  /** SAT practice tests: the form's kind, its modules in test order and its score scales. */
  formKind: GridInKind | null;
  modules: FormModule[];
  scales: FormScale[];
  /** Every question of the exam, in position order. */
  questions: RaRecord[];
}

/** The contract's page cap: every question of an exam fits in one page. */
const ALL = { page: 1, perPage: 1000 };

/**
 * What an editor needs of an exam: the exam, its SAT form's active sections and their modules in
 * order, the form's scales, and the questions. Each is a react-admin query, so a save elsewhere
 * (the exam list, another tab) refreshes it the usual way.
 */
export function useExamOutline(examId: number) {
  const [locale = 'en'] = useLocaleState();
  const exam = useGetOne(keyOfName('exam'), { id: examId }, { retry: false });
  const formId = exam.data?.test_form_id as number | null | undefined;
  const sat = Boolean(formId) && Number(exam.data?.type) === ExamType.Sat;
  const form = useGetOne(keyOfName('sat-test-form'), { id: formId ?? 0 }, { enabled: sat });
  const sections = useGetList(
    keyOfName('sat-section'),
    {
      filter: { test_form_id: formId, is_active: 1 },
      sort: { field: 'position', order: 'ASC' },
      pagination: ALL,
    },
    { enabled: sat },
  );
  const sectionIds = (sections.data ?? []).map((s) => s.id);
  const modules = useGetList(
    keyOfName('sat-module'),
    {
      filter: { section_id: sectionIds },
      sort: { field: 'number', order: 'ASC' },
      pagination: ALL,
    },
    { enabled: sat && sectionIds.length > 0 },
  );
  const scales = useGetList(
    keyOfName('sat-scale'),
    { filter: { test_form_id: formId }, sort: { field: 'code', order: 'ASC' }, pagination: ALL },
    { enabled: sat },
  );
  const questions = useGetList(
    'exam-question',
    { filter: { exam_id: examId }, sort: { field: 'position', order: 'ASC' }, pagination: ALL },
    { enabled: exam.isSuccess },
  );

  const satParts = [form, sections, scales, ...(sectionIds.length > 0 ? [modules] : [])];
  const parts = [exam, questions, ...(sat ? satParts : [])];
  const isPending = parts.some((p) => p.isPending);
  const error = parts.find((p) => p.error)?.error ?? null;
  const outline: ExamOutline | undefined =
    isPending || error || !exam.data
      ? undefined
      : {
          exam: exam.data,
          formKind: sat ? ((form.data?.kind as GridInKind | undefined) ?? null) : null,
          modules: sat ? modulesInOrder(sections.data ?? [], modules.data ?? [], locale) : [],
          scales: (scales.data ?? []).map((s) => ({
            id: Number(s.id),
            code: String(s.code),
            name: nameInLanguage(String(s.name), s.name_bn as string | null, locale),
            kind: s.kind as FormScale['kind'],
          })),
          questions: questions.data ?? [],
        };
  return {
    outline,
    isPending,
    error,
    examError: exam.error,
    refetch: questions.refetch,
    refetchExam: exam.refetch,
    retry: () => {
      for (const part of parts) if (part.error) void part.refetch();
    },
  };
}

/** The form's modules, section by section, each section named in the reader's language. */
export function modulesInOrder(
  sections: RaRecord[],
  modules: RaRecord[],
  locale: string,
): FormModule[] {
  return sections.flatMap((section) =>
    modules
      .filter((m) => Number(m.section_id) === Number(section.id))
      .sort((a, b) => Number(a.number) - Number(b.number))
      .map((m) => ({
        id: Number(m.id),
        number: Number(m.number),
        questionCount: Number(m.question_count),
        timeLimit: Number(m.time_limit_minutes),
        sectionName: nameInLanguage(String(section.name), section.name_bn as string | null, locale),
      })),
  );
}
