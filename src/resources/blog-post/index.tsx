import type { ResourceProps } from 'react-admin';
import { GenericShow } from '../generic/views/GenericShow';
import { PostComments } from './PostComments';
import { blogPost as resource } from '../../../resources.config';

/** A blog post's page shows its comments under it, for moderation where they are read. */
export const blogPost: Partial<ResourceProps> = {
  show: <GenericShow r={resource} below={<PostComments />} />,
};
