import type { ResourceProps } from 'react-admin';
import { resourcesByName } from '../../../resources.config';
import { GenericList, ListActions } from '../generic';
import { ImportStudentsButton } from './ImportStudentsButton';

const student = resourcesByName.get('student')!;

/** The generated student list, with an Import button among its actions. */
export const studentOverrides: Partial<ResourceProps> = {
  list: (
    <GenericList
      r={student}
      actions={
        <ListActions r={student}>
          <ImportStudentsButton />
        </ListActions>
      }
    />
  ),
};
