import type { ResourceProps } from 'react-admin';
import { getResource } from '../../config';
import { GenericEdit } from '../generic/views/GenericEdit';
import { GenericShow } from '../generic/views/GenericShow';
import { CreateEmployeeButton } from './CreateEmployeeButton';

const applicant = getResource('job-applicant');

/** The generated applicant screens, with "Create employee" once the applicant is Selected. */
export const jobApplicant: Partial<ResourceProps> = {
  show: <GenericShow r={applicant} actions={<CreateEmployeeButton />} />,
  edit: <GenericEdit r={applicant} actions={<CreateEmployeeButton />} />,
};
