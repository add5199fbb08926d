/**
 * A menu's items as a tree (nested menu items linking to a URL or a
 * record, with a parent and a position). Saved whole by `PUT /api/menu/{id}/items`; the app's
 * tree editor builds the same shape.
 */
import { z } from 'zod';
import { isSafeLink, LINK_MAX } from '../links';

/** What an item links to. Blog posts come with the blog (issue 8, another part): link by URL. */
export const menuLinkTypes = ['page', 'course', 'url'] as const;
export type MenuLinkType = (typeof menuLinkTypes)[number];

/** Deepest nesting a public-site menu shows: a top item, its sub-items, and theirs. */
export const MENU_MAX_DEPTH = 3;
export const MENU_MAX_ITEMS = 200;

export interface MenuItemInput {
  label: string;
  link_type: MenuLinkType;
  page_id?: number | null;
  course_id?: number | null;
  url?: string | null;
  new_tab?: boolean;
  children?: MenuItemInput[];
}

/** A stored item as `GET /api/menu/{id}/items` answers it. */
export interface MenuItemNode extends Required<Omit<MenuItemInput, 'children'>> {
  id: number;
  position: number;
  children: MenuItemNode[];
}

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
        issue.addIssue({ code: 'custom', path: ['page_id'], message: 'Choose a page.' });
      if (value.link_type === 'course' && !value.course_id)
        issue.addIssue({ code: 'custom', path: ['course_id'], message: 'Choose a course.' });
      if (value.link_type === 'url' && !(value.url && isSafeLink(value.url, { paths: true })))
        issue.addIssue({
          code: 'custom',
          path: ['url'],
          message: 'The URL must be an http(s) URL or a path starting with a single /.',
        });
    }),
);

export const menuTreeSchema = z.object({ items: z.array(item) });

export function treeDepth(items: readonly MenuItemInput[]): number {
  return items.reduce((deepest, i) => Math.max(deepest, 1 + treeDepth(i.children ?? [])), 0);
}

export function treeSize(items: readonly MenuItemInput[]): number {
  return items.reduce((n, i) => n + 1 + treeSize(i.children ?? []), 0);
}
