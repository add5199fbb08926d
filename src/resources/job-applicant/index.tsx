import type { ResourceProps } from 'react-admin';
import { GenericEdit } from '../generic/views/GenericEdit';
import { GenericShow } from '../generic/views/GenericShow';
import { CreateEmployeeButton } from './CreateEmployeeButton';
import { jobApplicant as applicant } from '../../../resources.config';

/** The generated applicant screens, with "Create employee" once the applicant is Selected. */
export const jobApplicant: Partial<ResourceProps> = {
  show: <GenericShow r={applicant} actions={<CreateEmployeeButton />} />,
  edit: <GenericEdit r={applicant} actions={<CreateEmployeeButton />} />,
};
