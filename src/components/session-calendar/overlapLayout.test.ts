import { describe, expect, it } from 'vitest';
import { layoutOverlaps, type MinuteSpan } from './overlapLayout';

interface Item extends MinuteSpan {
  id: string;
}

const item = (id: string, start: number, end: number): Item => ({ id, start, end });

/** `id → [column, span, columns]`, for compact expectations. */
function layout(items: Item[]) {
  const placed = layoutOverlaps(items, (i) => i);
  return Object.fromEntries(placed.map((p) => [p.item.id, [p.column, p.span, p.columns]]));
}

describe('layoutOverlaps', () => {
  it('gives a lone item the whole width', () => {
    expect(layout([item('a', 600, 660)])).toEqual({ a: [0, 1, 1] });
  });

  it('puts two overlapping items side by side', () => {
    expect(layout([item('a', 600, 700), item('b', 650, 720)])).toEqual({
      a: [0, 1, 2],
      b: [1, 1, 2],
    });
  });

  it('treats an item that starts when another ends as not overlapping', () => {
    expect(layout([item('a', 600, 660), item('b', 660, 720)])).toEqual({
      a: [0, 1, 1],
      b: [0, 1, 1],
    });
  });

  it('reuses a freed column and widens an item over columns nothing it overlaps uses', () => {
    // a spans the morning; b and c follow each other beside it; d overlaps only c.
    const result = layout([
      item('a', 540, 720),
      item('b', 540, 600),
      item('c', 600, 700),
      item('d', 650, 680),
    ]);
    expect(result).toEqual({
      a: [0, 1, 3],
      b: [1, 2, 3],
      c: [1, 1, 3],
      d: [2, 1, 3],
    });
  });

  it('lays out separate clusters on their own column counts', () => {
    const result = layout([item('a', 480, 540), item('b', 500, 560), item('c', 900, 960)]);
    expect(result.c).toEqual([0, 1, 1]);
    expect(result.a?.[2]).toBe(2);
  });

  it('never gives two overlapping items the same column', () => {
    const items = [
      item('a', 600, 720),
      item('b', 610, 630),
      item('c', 615, 700),
      item('d', 620, 640),
      item('e', 700, 760),
    ];
    const placed = layoutOverlaps(items, (i) => i);
    for (const p of placed) {
      for (const q of placed) {
        if (p === q || !(p.item.start < q.item.end && q.item.start < p.item.end)) continue;
        const pCols = [p.column, p.column + p.span - 1];
        const qCols = [q.column, q.column + q.span - 1];
        const shared = pCols[0]! <= qCols[1]! && qCols[0]! <= pCols[1]!;
        expect(shared, `${p.item.id} and ${q.item.id}`).toBe(false);
      }
    }
  });
});
