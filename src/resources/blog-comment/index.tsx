import type { ResourceProps } from 'react-admin';
import { GenericList } from '../generic';
import { BulkModerateButton } from './BulkModerateButton';
import { blogComment as comment } from '../../../resources.config';

/** /public/blog/comment: the generated list, with approve and reject for the chosen comments. */
export const blogComment: Partial<ResourceProps> = {
  list: (
    <GenericList
      r={comment}
      bulkActions={
        <>
          <BulkModerateButton verdict="approved" />
          <BulkModerateButton verdict="rejected" />
        </>
      }
    />
  ),
};
