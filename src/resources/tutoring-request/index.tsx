import type { ResourceProps } from 'react-admin';
import { GenericEdit } from '../generic/views/GenericEdit';
import { GenericShow } from '../generic/views/GenericShow';
import { ConvertToStudentButton } from './ConvertToStudentButton';
import { tutoringRequest as request } from '../../../resources.config';

/** The generated request screens, with "Convert to student" in the top toolbar. */
export const tutoringRequest: Partial<ResourceProps> = {
  show: <GenericShow r={request} actions={<ConvertToStudentButton />} />,
  edit: <GenericEdit r={request} actions={<ConvertToStudentButton />} />,
};
