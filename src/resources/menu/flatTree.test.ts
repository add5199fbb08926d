import { describe, expect, it } from 'vitest';
import type { MenuItemNode } from '../../../schema';
import {
  indent,
  moveAmongSiblings,
  moveItem,
  outdent,
  removeItem,
  toFlat,
  toTree,
  type FlatItem,
} from './flatTree';

const node = (label: string, children: MenuItemNode[] = []): MenuItemNode => ({
  id: 0,
  position: 0,
  label,
  link_type: 'url',
  page_id: null,
  course_id: null,
  url: `/${label.toLowerCase()}`,
  new_tab: false,
  children,
});

const shape = (flat: FlatItem[]) => flat.map((i) => `${'-'.repeat(i.depth)}${i.label}`);
const keyOf = (flat: FlatItem[], label: string) => flat.find((i) => i.label === label)!.key;

const start = () => toFlat([node('A', [node('A1'), node('A2')]), node('B'), node('C')]);

describe('menu item tree editing', () => {
  it('flattens and rebuilds the nested shape with item paths', () => {
    const flat = start();
    expect(shape(flat)).toEqual(['A', '-A1', '-A2', 'B', 'C']);
    const { items, paths } = toTree(flat);
    expect(items.map((i) => [i.label, i.children?.map((c) => c.label)])).toEqual([
      ['A', ['A1', 'A2']],
      ['B', []],
      ['C', []],
    ]);
    expect(paths.get(keyOf(flat, 'A2'))).toBe('items.0.children.1');
  });

  it('nests an item under the one above when dragged to the right', () => {
    const flat = start();
    const b = keyOf(flat, 'B');
    expect(shape(moveItem(flat, b, b, 1))).toEqual(['A', '-A1', '-A2', '-B', 'C']);
    expect(shape(moveItem(flat, b, b, 2))).toEqual(['A', '-A1', '-A2', '--B', 'C']);
  });

  it('moves an item with its children, and out of nesting when dragged left', () => {
    const flat = start();
    expect(shape(moveItem(flat, keyOf(flat, 'A'), keyOf(flat, 'C'), 0))).toEqual([
      'B',
      'C',
      'A',
      '-A1',
      '-A2',
    ]);
    const a2 = keyOf(flat, 'A2');
    expect(shape(moveItem(flat, a2, a2, -1))).toEqual(['A', '-A1', 'A2', 'B', 'C']);
  });

  it('never nests deeper than a menu may', () => {
    const flat = toFlat([node('A', [node('A1', [node('A1a')])]), node('B', [node('B1')])]);
    const b = keyOf(flat, 'B');
    // B has a child, so it can go one level down at most (3 levels in all).
    expect(shape(moveItem(flat, b, b, 5))).toEqual(['A', '-A1', '--A1a', '-B', '--B1']);
    expect(shape(indent(indent(flat, b), b))).toEqual(['A', '-A1', '--A1a', '-B', '--B1']);
  });

  it('indents, outdents, moves among siblings and removes from the keyboard buttons', () => {
    const flat = start();
    expect(shape(indent(flat, keyOf(flat, 'A')))).toEqual(shape(flat));
    expect(shape(outdent(flat, keyOf(flat, 'A1')))).toEqual(['A', '-A2', 'A1', 'B', 'C']);
    expect(shape(moveAmongSiblings(flat, keyOf(flat, 'B'), -1))).toEqual([
      'B',
      'A',
      '-A1',
      '-A2',
      'C',
    ]);
    expect(shape(moveAmongSiblings(flat, keyOf(flat, 'A1'), 1))).toEqual([
      'A',
      '-A2',
      '-A1',
      'B',
      'C',
    ]);
    expect(shape(removeItem(flat, keyOf(flat, 'A')))).toEqual(['B', 'C']);
  });
});
