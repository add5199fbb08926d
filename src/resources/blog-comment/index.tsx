import type { ResourceProps } from 'react-admin';
import { getResource } from '../../config';
import { GenericList } from '../generic';
import { BulkModerateButton } from './BulkModerateButton';

const comment = getResource('blog-comment');

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
