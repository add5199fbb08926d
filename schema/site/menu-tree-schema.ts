/**
 * The server's check of a menu tree saved by `PUT /api/menu/{id}/items` (shapes and limits in
 * menu-tree.ts). Kept out of the schema barrel: the app imports the barrel, and a zod schema built
 * at module load would put zod in its first download. A custom rule of this file names its refusal
 * by a `refusal` param (a phrase of i18n/<language>/refusals/site.ts) for the server to word in
 * the reader's language; the message is its English.
 */
import { z } from 'zod';
import { isSafeLink, LINK_MAX } from '../links';
import { menuLinkTypes, type MenuItemInput } from './menu-tree';

const item: z.ZodType<MenuItemInput> = z.lazy(() =>
  z
    .object({
      label: z.string().trim().min(1, 'The label field is required.').max(100),
      link_type: z.enum(menuLinkTypes),
      page_id: z.coerce.number().int().positive().nullish(),
      course_id: z.coerce.number().int().positive().nullish(),
      url: z.string().trim().max(LINK_MAX).nullish(),
      new_tab: z.boolean().optional(),
      children: z.array(item).optional(),
    })
    .strict()
    .superRefine((value, issue) => {
      if (value.link_type === 'page' && !value.page_id)
        issue.addIssue({
          code: 'custom',
          path: ['page_id'],
          message: 'Choose a page.',
          params: { refusal: 'menuChoosePage' },
        });
      if (value.link_type === 'course' && !value.course_id)
        issue.addIssue({
          code: 'custom',
          path: ['course_id'],
          message: 'Choose a course.',
          params: { refusal: 'menuChooseCourse' },
        });
      if (value.link_type === 'url' && !(value.url && isSafeLink(value.url, { paths: true })))
        issue.addIssue({
          code: 'custom',
          path: ['url'],
          message: 'The URL must be an http(s) URL or a path starting with a single /.',
          params: { refusal: 'menuUrl' },
        });
    }),
);

export const menuTreeSchema = z.object({ items: z.array(item) });
