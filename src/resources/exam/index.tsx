import type { ResourceProps } from 'react-admin';
import { useTranslate } from 'react-admin';
import { GenericList } from '../generic';
import { GenericCreate } from '../generic/views/GenericCreate';
import { GenericEdit } from '../generic/views/GenericEdit';
import { GenericShow } from '../generic/views/GenericShow';
import { ExamActionButtons } from './ExamActionButtons';
import { ExamFormFields, examValidator } from './ExamFormFields';
import { exam } from '../../../resources.config';

/** The exam list with each row's questions, marks or answer sheets, and attempts. */
export function ExamList() {
  return <GenericList r={exam} rowActions={<ExamActionButtons compact />} />;
}

function ExamCreate() {
  const translate = useTranslate();
  return (
    <GenericCreate r={exam} validate={examValidator(translate)}>
      <ExamFormFields mode="create" />
    </GenericCreate>
  );
}

function ExamEdit() {
  const translate = useTranslate();
  return (
    <GenericEdit r={exam} actions={<ExamActionButtons />} validate={examValidator(translate)}>
      <ExamFormFields mode="edit" />
    </GenericEdit>
  );
}

/**
 * /admin/exam: the generated screens, with the exam's own actions on the list, show and edit
 * screens, and a form that offers each field only for the kind of exam it applies to.
 */
export const examOverrides: Partial<ResourceProps> = {
  list: <ExamList />,
  show: <GenericShow r={exam} actions={<ExamActionButtons />} />,
  create: <ExamCreate />,
  edit: <ExamEdit />,
};
