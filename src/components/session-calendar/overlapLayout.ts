/** A span of a day in minutes since midnight, end excluded. */
export interface MinuteSpan {
  start: number;
  end: number;
}

/** Where an item sits among those it overlaps: `span` of `columns` equal columns, from `column`. */
export interface Placement<T> {
  item: T;
  column: number;
  span: number;
  columns: number;
}

const overlaps = (a: MinuteSpan, b: MinuteSpan) => a.start < b.end && b.start < a.end;

/**
 * Side-by-side layout of one day's items. Items that overlap, directly or through others, form a
 * cluster that shares one set of columns; each item takes the first column free at its start,
 * then widens over the columns to its right that nothing it overlaps uses.
 */
export function layoutOverlaps<T>(
  items: readonly T[],
  spanOf: (item: T) => MinuteSpan,
): Placement<T>[] {
  const sorted = items
    .map((item) => ({ item, span: spanOf(item) }))
    .sort((a, b) => a.span.start - b.span.start || b.span.end - a.span.end);
  const placed: Placement<T>[] = [];
  let cluster: { item: T; span: MinuteSpan; column: number }[] = [];
  let columnEnds: number[] = [];
  let clusterEnd = -Infinity;

  const closeCluster = () => {
    const columns = columnEnds.length;
    for (const entry of cluster) {
      let span = 1;
      while (
        entry.column + span < columns &&
        !cluster.some((o) => o.column === entry.column + span && overlaps(o.span, entry.span))
      ) {
        span += 1;
      }
      placed.push({ item: entry.item, column: entry.column, span, columns });
    }
    cluster = [];
    columnEnds = [];
  };

  for (const { item, span } of sorted) {
    if (span.start >= clusterEnd) {
      closeCluster();
      clusterEnd = span.end;
    }
    let column = columnEnds.findIndex((end) => end <= span.start);
    if (column === -1) column = columnEnds.length;
    columnEnds[column] = span.end;
    cluster.push({ item, span, column });
    clusterEnd = Math.max(clusterEnd, span.end);
  }
  closeCluster();
  return placed;
}
