import type { ResourceProps } from 'react-admin';
import { getResource } from '../../config';
import { studentDetailPath } from '../../pages/students/studentDetailPath';
import { GenericList } from '../generic/list/GenericList';
import { ViewStudentButton } from './ViewStudentButton';

const student = getResource('student');

/** The generated list, each row also leading to the student's page (on phones, the card does). */
export const studentOverrides: Partial<ResourceProps> = {
  list: (
    <GenericList
      r={student}
      rowActions={<ViewStudentButton />}
      mobileRowLink={(record) => studentDetailPath(record.id)}
    />
  ),
};
