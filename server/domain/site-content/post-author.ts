/** A blog post's author is its writer unless another user is chosen. */
import type { blogPost } from '../../../resources/site-content';
import type { BeforeSave } from '../../resources/hooks';

export const defaultAuthor: BeforeSave<typeof blogPost> = (_tx, ctx, { values, current }) => {
  if (!current && (values.author_id === null || values.author_id === undefined) && ctx.actor)
    values.author_id = ctx.actor.id > 0 ? ctx.actor.id : null;
  return Promise.resolve();
};
