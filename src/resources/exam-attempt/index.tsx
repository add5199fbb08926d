import type { ResourceProps } from 'react-admin';
import { attemptReviewPath } from '../../pages/exams/paths';
import { GenericList } from '../generic';
import { GenericShow } from '../generic/views/GenericShow';
import { ReviewAttemptButton } from './ReviewAttemptButton';
import { examAttempt as attempt } from '../../../resources.config';

/** The generated attempt screens, each attempt also leading to its review (on phones, the card). */
export const examAttempt: Partial<ResourceProps> = {
  list: (
    <GenericList
      r={attempt}
      rowActions={<ReviewAttemptButton />}
      mobileRowLink={(record) => attemptReviewPath(record.id)}
    />
  ),
  show: <GenericShow r={attempt} actions={<ReviewAttemptButton />} />,
};
