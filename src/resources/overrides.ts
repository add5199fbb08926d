import type { ResourceProps } from 'react-admin';
import { complain } from './complain';
import { jobApplicant } from './job-applicant';
import { studentOverrides } from './student';
import { tutoringRequest } from './tutoring-request';

/**
 * Per-resource replacements of generated screens, by API name, each from
 * `src/resources/<name>/index.tsx`. Every other configured resource is served by the generated
 * screens.
 */
export const overrides: Record<string, Partial<ResourceProps>> = {
  complain,
  'job-applicant': jobApplicant,
  student: studentOverrides,
  'tutoring-request': tutoringRequest,
};
