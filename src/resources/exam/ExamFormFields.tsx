import { useEffect } from 'react';
import type { TranslateFunction, ValidateForm } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormFields } from '../generic/views/FormFields';
import { examProblems } from './examProblems';
import { ExamType } from '../../../schema';
import { exam } from '../../../resources.config';

/** Regular exams are marked out of a total in a set time; ExamType.Sat tests are timed and scored by form. */
const REGULAR_ONLY = ['duration_minutes', 'total_marks', 'pass_mark'];

/**
 * The exam form's inputs, each shown only where it applies: the ExamType.Sat test form for a ExamType.Sat practice
 * test, duration and marks for a regular exam, the closing time for a fixed window. A ExamType.Sat form
 * chosen before switching to a regular exam is cleared, so it is not sent unseen.
 */
export function ExamFormFields({ mode }: { mode: 'create' | 'edit' }) {
  const type = Number(useWatch({ name: 'type' }));
  const windowType = useWatch({ name: 'window_type' }) as string | undefined;
  const { getValues, setValue } = useFormContext();
  useEffect(() => {
    if (
      type !== ExamType.Sat &&
      getValues('test_form_id') !== null &&
      getValues('test_form_id') !== undefined
    )
      setValue('test_form_id', null, { shouldDirty: true });
  }, [type, getValues, setValue]);
  const show = (field: string) => {
    if (field === 'test_form_id') return type === ExamType.Sat;
    if (REGULAR_ONLY.includes(field)) return type !== ExamType.Sat;
    if (field === 'ends_at') return windowType === 'fixed';
    return true;
  };
  return <FormFields r={exam} mode={mode} show={show} />;
}

/** The same rules in the reader's language, on the fields they concern. */
export const examValidator =
  (translate: TranslateFunction): ValidateForm =>
  (values) =>
    Object.fromEntries(
      Object.entries(examProblems(values)).map(([field, problem]) => [
        field,
        translate(`app.questions.exam_problems.${problem}`),
      ]),
    );
