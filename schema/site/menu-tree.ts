/**
 * A menu's items as a tree (nested menu items linking to a URL or a
 * record, with a parent and a position). Saved whole by `PUT /api/menu/{id}/items`; the app's
 * tree editor builds the same shape. The server's check of a saved tree is in menu-tree-schema.ts,
 * apart from these shapes so that the app, which imports them, does not bundle zod.
 */

/** What an item links to; a blog post is linked by its URL. */
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

export function treeDepth(items: readonly MenuItemInput[]): number {
  return items.reduce((deepest, i) => Math.max(deepest, 1 + treeDepth(i.children ?? [])), 0);
}

export function treeSize(items: readonly MenuItemInput[]): number {
  return items.reduce((n, i) => n + 1 + treeSize(i.children ?? []), 0);
}
