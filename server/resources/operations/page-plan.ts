/**
 * Where a list page lies in the ordered rows, so that no page makes the database walk more than
 * `depthLimit` rows: pages near the start are read from the start, pages near the end from the
 * end (the order reversed, the rows turned back), and pages deeper than that from both ends are
 * not served. The app's footer reaches the first and the last pages directly; the middle of a
 * list of a million rows is reached by a filter, a search or the other sort.
 */
export type PagePlan =
  | { from: 'start'; offset: number; limit: number }
  | { from: 'end'; offset: number; limit: number }
  | { from: 'nowhere' };

export interface PageRequest {
  page: number;
  perPage: number;
  /** The rows the list holds; undefined when only a lower bound is known (a large search). */
  total: number | undefined;
  depthLimit: number;
}

export function planPage({ page, perPage, total, depthLimit }: PageRequest): PagePlan | 'too deep' {
  const offset = (page - 1) * perPage;
  if (total !== undefined && offset >= total) return { from: 'nowhere' };
  if (offset < depthLimit) return { from: 'start', offset, limit: perPage };
  if (total === undefined) return 'too deep';
  const rowsAfterStart = total - offset;
  if (rowsAfterStart - perPage >= depthLimit) return 'too deep';
  const limit = Math.min(perPage, rowsAfterStart);
  return { from: 'end', offset: rowsAfterStart - limit, limit };
}
