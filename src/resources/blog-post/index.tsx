import type { ResourceProps } from 'react-admin';
import { getResource } from '../../config';
import { GenericShow } from '../generic/views/GenericShow';
import { PostComments } from './PostComments';

/** A blog post's page shows its comments under it, for moderation where they are read. */
export const blogPost: Partial<ResourceProps> = {
  show: <GenericShow r={getResource('blog-post')} below={<PostComments />} />,
};
