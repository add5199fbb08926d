/**
 * A menu's item tree as the editor holds it: a flat list in display order, each item with its
 * depth (children follow their parent). Dragging, indenting and moving work on this list; saving
 * turns it back into the nested shape of `PUT /api/menu/{id}/items`.
 */
import { MENU_MAX_DEPTH, type MenuItemInput, type MenuItemNode } from '../../../schema';

export interface FlatItem {
  key: string;
  depth: number;
  label: string;
  link_type: MenuItemInput['link_type'];
  page_id: number | null;
  course_id: number | null;
  url: string;
  new_tab: boolean;
}

let counter = 0;
export const newKey = () => `item-${++counter}`;

export function toFlat(tree: readonly MenuItemNode[], depth = 0): FlatItem[] {
  return tree.flatMap((node) => [
    {
      key: newKey(),
      depth,
      label: node.label,
      link_type: node.link_type,
      page_id: node.page_id,
      course_id: node.course_id,
      url: node.url ?? '',
      new_tab: node.new_tab,
    },
    ...toFlat(node.children, depth + 1),
  ]);
}

/** The nested body to save, and each item's path in it (`items.0.children.1`) for 422 errors. */
export function toTree(flat: readonly FlatItem[]): {
  items: MenuItemInput[];
  paths: Map<string, string>;
} {
  const items: MenuItemInput[] = [];
  const paths = new Map<string, string>();
  const stack: { depth: number; children: MenuItemInput[]; path: string }[] = [
    { depth: -1, children: items, path: 'items' },
  ];
  for (const item of flat) {
    while (stack.length > 1 && stack[stack.length - 1]!.depth >= item.depth) stack.pop();
    const parent = stack[stack.length - 1]!;
    const node: MenuItemInput = {
      label: item.label,
      link_type: item.link_type,
      page_id: item.link_type === 'page' ? item.page_id : null,
      course_id: item.link_type === 'course' ? item.course_id : null,
      url: item.link_type === 'url' ? item.url : null,
      new_tab: item.new_tab,
      children: [],
    };
    const path = `${parent.path}.${parent.children.length}`;
    parent.children.push(node);
    paths.set(item.key, path);
    stack.push({ depth: item.depth, children: node.children!, path: `${path}.children` });
  }
  return { items, paths };
}

/** The index just past the item's subtree. */
function subtreeEnd(flat: readonly FlatItem[], index: number): number {
  const depth = flat[index]!.depth;
  let end = index + 1;
  while (end < flat.length && flat[end]!.depth > depth) end++;
  return end;
}

/** How many levels the item's subtree spans (1 for a leaf). */
function height(flat: readonly FlatItem[], index: number): number {
  const end = subtreeEnd(flat, index);
  const depth = flat[index]!.depth;
  return flat.slice(index, end).reduce((h, item) => Math.max(h, item.depth - depth + 1), 1);
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The list without the active item's descendants: what is shown while it is dragged. */
export function collapsed(flat: readonly FlatItem[], activeKey: string | null): FlatItem[] {
  const index = flat.findIndex((i) => i.key === activeKey);
  if (index < 0) return [...flat];
  return [...flat.slice(0, index + 1), ...flat.slice(subtreeEnd(flat, index))];
}

/**
 * Where a dragged item lands: moved to the place of `overKey`, at its depth plus the levels the
 * pointer moved sideways, kept between what its new neighbours allow (under the item above at
 * most, no shallower than the item below) and the deepest nesting a menu may have.
 */
export function projectDepth(
  flat: readonly FlatItem[],
  activeKey: string,
  overKey: string,
  levels: number,
): number {
  const list = collapsed(flat, activeKey);
  const from = list.findIndex((i) => i.key === activeKey);
  const to = list.findIndex((i) => i.key === overKey);
  if (from < 0 || to < 0) return flat.find((i) => i.key === activeKey)?.depth ?? 0;
  const moved = [...list];
  const [active] = moved.splice(from, 1);
  moved.splice(to, 0, active!);
  const previous = moved[to - 1];
  const next = moved[to + 1];
  const span = height(
    flat,
    flat.findIndex((i) => i.key === activeKey),
  );
  const max = Math.min(previous ? previous.depth + 1 : 0, MENU_MAX_DEPTH - span);
  const min = next ? next.depth : 0;
  return clamp(active!.depth + levels, Math.min(min, max), max);
}

/** The list after dropping the active item (with its subtree) at `overKey`, `levels` sideways. */
export function moveItem(
  flat: readonly FlatItem[],
  activeKey: string,
  overKey: string,
  levels: number,
): FlatItem[] {
  const start = flat.findIndex((i) => i.key === activeKey);
  if (start < 0) return [...flat];
  const depth = projectDepth(flat, activeKey, overKey, levels);
  const block = flat.slice(start, subtreeEnd(flat, start));
  const shift = depth - block[0]!.depth;
  const moved = block.map((i) => ({ ...i, depth: i.depth + shift }));
  const list = collapsed(flat, activeKey);
  const from = list.findIndex((i) => i.key === activeKey);
  const to = list.findIndex((i) => i.key === overKey);
  // As arrayMove on the collapsed list: out of its place, then in at the place of `overKey`.
  const rest = list.filter((i) => i.key !== activeKey);
  const at = to < 0 ? from : to;
  return [...rest.slice(0, at), ...moved, ...rest.slice(at)];
}

/** Puts the item (and its subtree) one level deeper, under the item above, when allowed. */
export function indent(flat: readonly FlatItem[], key: string): FlatItem[] {
  const index = flat.findIndex((i) => i.key === key);
  const previous = flat[index - 1];
  if (index < 1 || !previous || previous.depth < flat[index]!.depth) return [...flat];
  if (flat[index]!.depth + height(flat, index) >= MENU_MAX_DEPTH) return [...flat];
  return shiftSubtree(flat, index, 1);
}

/** Brings the item (and its subtree) one level out, after its former parent's other children. */
export function outdent(flat: readonly FlatItem[], key: string): FlatItem[] {
  const index = flat.findIndex((i) => i.key === key);
  if (index < 0 || flat[index]!.depth === 0) return [...flat];
  const end = subtreeEnd(flat, index);
  const block = flat.slice(index, end).map((i) => ({ ...i, depth: i.depth - 1 }));
  // Later siblings stay under the old parent: the block moves past them.
  let siblingsEnd = end;
  while (siblingsEnd < flat.length && flat[siblingsEnd]!.depth >= flat[index]!.depth) siblingsEnd++;
  return [
    ...flat.slice(0, index),
    ...flat.slice(end, siblingsEnd),
    ...block,
    ...flat.slice(siblingsEnd),
  ];
}

function shiftSubtree(flat: readonly FlatItem[], index: number, by: number): FlatItem[] {
  const end = subtreeEnd(flat, index);
  return flat.map((item, i) =>
    i >= index && i < end ? { ...item, depth: item.depth + by } : item,
  );
}

/** Swaps the item (with its subtree) with its previous or next sibling. */
export function moveAmongSiblings(
  flat: readonly FlatItem[],
  key: string,
  direction: -1 | 1,
): FlatItem[] {
  const index = flat.findIndex((i) => i.key === key);
  if (index < 0) return [...flat];
  const depth = flat[index]!.depth;
  const end = subtreeEnd(flat, index);
  if (direction === 1) {
    const next = flat[end];
    if (!next || next.depth !== depth) return [...flat];
    const nextEnd = subtreeEnd(flat, end);
    return [
      ...flat.slice(0, index),
      ...flat.slice(end, nextEnd),
      ...flat.slice(index, end),
      ...flat.slice(nextEnd),
    ];
  }
  let previous = index - 1;
  while (previous >= 0 && flat[previous]!.depth > depth) previous--;
  if (previous < 0 || flat[previous]!.depth !== depth) return [...flat];
  return [
    ...flat.slice(0, previous),
    ...flat.slice(index, end),
    ...flat.slice(previous, index),
    ...flat.slice(end),
  ];
}

/** Removes the item and everything under it. */
export function removeItem(flat: readonly FlatItem[], key: string): FlatItem[] {
  const index = flat.findIndex((i) => i.key === key);
  if (index < 0) return [...flat];
  return [...flat.slice(0, index), ...flat.slice(subtreeEnd(flat, index))];
}
