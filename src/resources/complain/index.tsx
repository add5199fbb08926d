import type { ResourceProps } from 'react-admin';
import { ComplainCreate } from './ComplainCreate';
import { ComplainShow } from './ComplainShow';

/**
 * Complaints are filed by everyone (students, parents, tutors) and answered by staff: the create
 * form leaves answer and status to staff, and the show screen presents the answer read-only.
 * List and edit stay generated.
 */
export const complain: Partial<ResourceProps> = {
  create: <ComplainCreate />,
  show: <ComplainShow />,
};
