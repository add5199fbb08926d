import type { ResourceProps } from 'react-admin';
import { studentDetailPath } from '../../pages/students/studentDetailPath';
import { GenericList, ListActions } from '../generic';
import { ImportStudentsButton } from './ImportStudentsButton';
import { ViewStudentButton } from './ViewStudentButton';
import { student } from '../../../resources.config';

/**
 * The generated list, with an Import button among its actions, each row also leading to the
 * student's page (on phones, the card does).
 */
export const studentOverrides: Partial<ResourceProps> = {
  list: (
    <GenericList
      r={student}
      actions={
        <ListActions r={student}>
          <ImportStudentsButton />
        </ListActions>
      }
      rowActions={<ViewStudentButton />}
      mobileRowLink={(record) => studentDetailPath(record.id)}
    />
  ),
};
