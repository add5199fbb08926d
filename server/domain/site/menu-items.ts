/**
 * A menu's nested items, read and saved as one tree (`GET`/`PUT /api/menu/{id}/items`). Saving
 * replaces every item of the menu in one transaction: what the editor shows is what is stored,
 * with positions 1…n among siblings and each item's parent.
 */
import {
  MENU_MAX_DEPTH,
  MENU_MAX_ITEMS,
  treeDepth,
  treeSize,
  type MenuItemInput,
  type MenuItemNode,
} from '../../../schema';
import { menuTreeSchema } from '../../../schema/site/menu-tree-schema';
import type { Executor, Row, Tx } from '../../db/types';
import { openTables } from '../../db/types';
import { authorize, findScoped } from '../../resources/access';
import { writeAudit } from '../../resources/audit';
import { translatorFor, type Translator } from '../../i18n/translate';
import type { Context } from '../../resources/context';
import { ValidationError, type FieldErrors } from '../../resources/errors';
import { insertRows, removeRows, updateRow } from '../../resources/row-writes';
import { menu as menuResource, menuItem as menuItemResource } from '../../../resources/site';

/** The menu's items as a tree, siblings in position order. */
export async function readMenuItems(db: Executor, menuId: number): Promise<MenuItemNode[]> {
  const rows = await db
    .selectFrom('menu_items')
    .select([
      'id',
      'parent_id',
      'label',
      'link_type',
      'page_id',
      'course_id',
      'url',
      'new_tab',
      'position',
    ])
    .where('menu_id', '=', menuId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return buildTree(rows);
}

function buildTree(rows: Row[]): MenuItemNode[] {
  const nodes = new Map<number, MenuItemNode>();
  for (const r of rows) {
    nodes.set(Number(r.id), {
      id: Number(r.id),
      label: String(r.label),
      link_type: r.link_type as MenuItemNode['link_type'],
      page_id: r.page_id === null ? null : Number(r.page_id),
      course_id: r.course_id === null ? null : Number(r.course_id),
      url: r.url === null ? null : String(r.url),
      new_tab: Number(r.new_tab) === 1,
      position: Number(r.position),
      children: [],
    });
  }
  const roots: MenuItemNode[] = [];
  for (const r of rows) {
    const node = nodes.get(Number(r.id))!;
    const parent = r.parent_id === null ? undefined : nodes.get(Number(r.parent_id));
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The tree's own rules, by the `refusal` each names in menu-tree-schema.ts. */
const MENU_REFUSALS = {
  menuChoosePage: 'site.menuChoosePage',
  menuChooseCourse: 'site.menuChooseCourse',
  menuUrl: 'site.menuUrl',
} as const;

interface TreeIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  params?: unknown;
}

/**
 * The issue's phrase where the tree's rules name one (an empty label is zod's `too_small`, which
 * carries no params); zod's own shape checks keep its message.
 */
function issueMessage(issue: TreeIssue, tr: Translator): string {
  if (issue.code === 'too_small' && issue.path.at(-1) === 'label') return tr.t('site.menuLabel');
  const refusal = (issue.params as { refusal?: unknown } | undefined)?.refusal;
  return typeof refusal === 'string' && refusal in MENU_REFUSALS
    ? tr.t(MENU_REFUSALS[refusal as keyof typeof MENU_REFUSALS])
    : issue.message;
}

/** Zod issues as 422 field errors, keyed by the item's path (`items.0.children.1.url`). */
function fieldErrors(issues: TreeIssue[], tr: Translator): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'items';
    (errors[key] ??= []).push(issueMessage(issue, tr));
  }
  return errors;
}

function flatten(items: MenuItemInput[]): MenuItemInput[] {
  return items.flatMap((i) => [i, ...flatten(i.children ?? [])]);
}

/** Every page and course an item names must exist; answers the paths of those that do not. */
async function checkTargets(
  db: Executor,
  items: MenuItemInput[],
  tr: Translator,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const walk = async (list: MenuItemInput[], path: string) => {
    for (const [index, item] of list.entries()) {
      const at = `${path}.${index}`;
      const target =
        item.link_type === 'page'
          ? {
              table: 'pages',
              id: item.page_id,
              field: 'page_id',
              refusal: 'site.menuPageInvalid' as const,
            }
          : item.link_type === 'course'
            ? {
                table: 'courses',
                id: item.course_id,
                field: 'course_id',
                refusal: 'site.menuCourseInvalid' as const,
              }
            : null;
      if (target && target.id) {
        const found = await openTables(db)
          .selectFrom(target.table)
          .select('id')
          .where('id', '=', target.id)
          .executeTakeFirst();
        if (!found) errors[`${at}.${target.field}`] = [tr.t(target.refusal)];
      }
      await walk(item.children ?? [], `${at}.children`);
    }
  };
  await walk(items, 'items');
  return errors;
}

async function insertLevel(
  tx: Tx,
  ctx: Context,
  menuId: number,
  parentId: number | null,
  items: MenuItemInput[],
): Promise<void> {
  if (items.length === 0) return;
  const inserted = await insertRows(
    tx,
    ctx,
    menuItemResource,
    items.map((item, index) => ({
      menu_id: menuId,
      parent_id: parentId,
      label: item.label,
      link_type: item.link_type,
      page_id: item.link_type === 'page' ? (item.page_id ?? null) : null,
      course_id: item.link_type === 'course' ? (item.course_id ?? null) : null,
      url: item.link_type === 'url' ? (item.url ?? null) : null,
      new_tab: Boolean(item.new_tab),
      position: index + 1,
    })),
  );
  for (const [index, item] of items.entries())
    await insertLevel(tx, ctx, menuId, Number(inserted[index]!.id), item.children ?? []);
}

/** Replaces the menu's items with the tree given; answers the stored tree. */
export async function saveMenuItems(
  ctx: Context,
  menuId: number,
  body: unknown,
): Promise<MenuItemNode[]> {
  const resource = menuResource;
  authorize(ctx, 'update', resource);
  const menu = await findScoped(ctx, ctx.db, resource, menuId);
  const tr = translatorFor(ctx.language ?? 'en');
  const parsed = menuTreeSchema.safeParse(body);
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error.issues, tr));
  const { items } = parsed.data;
  if (treeDepth(items) > MENU_MAX_DEPTH)
    throw ValidationError.field('items', tr.t('site.menuTooDeep', { max: MENU_MAX_DEPTH }));
  if (treeSize(items) > MENU_MAX_ITEMS)
    throw ValidationError.field('items', tr.t('site.menuTooMany', { max: MENU_MAX_ITEMS }));
  const missingTargets = await checkTargets(ctx.db, items, tr);
  if (Object.keys(missingTargets).length > 0) throw new ValidationError(missingTargets);

  await ctx.db.transaction().execute(async (tx) => {
    const replaced = await tx
      .selectFrom('menu_items')
      .selectAll()
      .where('menu_id', '=', menuId)
      .orderBy('id', 'desc')
      .execute();
    await removeRows(tx, ctx, menuItemResource, replaced);
    await insertLevel(tx, ctx, menuId, null, items);
    await updateRow(tx, ctx, resource, menu, {});
    await writeAudit(tx, ctx, {
      action: 'menu-items',
      resource: 'menu',
      recordId: menuId,
      after: { items: flatten(items).length },
    });
  });
  return readMenuItems(ctx.db, menuId);
}

/** `GET /api/menu/{id}/items`: needs read on menus. */
export async function menuItemsOf(ctx: Context, menuId: number): Promise<MenuItemNode[]> {
  const resource = menuResource;
  authorize(ctx, 'read', resource);
  await findScoped(ctx, ctx.db, resource, menuId);
  return readMenuItems(ctx.db, menuId);
}
