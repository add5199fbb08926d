/** Server behaviour of the public site's content: slugs, authors, comments and contact messages. */
import {
  blogCategory,
  blogComment,
  blogPost,
  contactRequest,
  galleryCategory,
} from '../../../resources/site-content';
import { behaviourOf } from '../../resources/behaviour';
import { combineHooks } from '../hooks/combine';
import { announceBlogComment, announceContactMessage } from '../notifications/public-form-notices';
import { stampHandling } from './contact-handling';
import { defaultAuthor } from './post-author';
import { slugHooks } from './slugs';

export const siteContentBehaviour = [
  behaviourOf(blogCategory, { hooks: slugHooks(() => blogCategory, 'name') }),
  behaviourOf(galleryCategory, { hooks: slugHooks(() => galleryCategory, 'name') }),
  behaviourOf(blogPost, {
    hooks: combineHooks(
      slugHooks(() => blogPost, 'title'),
      { beforeSave: defaultAuthor },
    ),
  }),
  behaviourOf(contactRequest, {
    hooks: { beforeSave: stampHandling, afterCreate: announceContactMessage },
  }),
  behaviourOf(blogComment, { hooks: { afterCreate: announceBlogComment } }),
];
