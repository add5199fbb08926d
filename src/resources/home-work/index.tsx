import type { ResourceProps } from 'react-admin';
import { resourceKey } from '../../config';
import { GenericList } from '../generic';
import { GenericShow } from '../generic/views/GenericShow';
import { SubmissionsButton } from './SubmissionsButton';
import { SubmissionsPanel } from './SubmissionsPanel';
import { homeWork } from '../../../resources.config';

const showPath = (id: unknown) => `/${resourceKey(homeWork)}/${String(id)}/show`;

/**
 * /employee/homeWork (the tutor's list) with a way into each homework's submissions, and the
 * homework's page listing them with inline marks and feedback.
 */
export const homeWorkOverrides: Partial<ResourceProps> = {
  list: (
    <GenericList
      r={homeWork}
      rowActions={<SubmissionsButton />}
      mobileRowLink={(record) => showPath(record.id)}
    />
  ),
  show: <GenericShow r={homeWork} below={<SubmissionsPanel />} />,
};
