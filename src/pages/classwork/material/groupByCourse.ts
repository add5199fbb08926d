import type { RaRecord } from 'react-admin';

export interface CourseGroup {
  courseId: number;
  items: RaRecord[];
}

/** Materials by course, courses in the order of `courseOrder` (by title), items as listed. */
export function groupByCourse(
  items: readonly RaRecord[],
  courseOrder: readonly number[],
): CourseGroup[] {
  const groups = new Map<number, RaRecord[]>();
  for (const item of items) {
    const id = Number(item.course_id);
    (groups.get(id) ?? groups.set(id, []).get(id)!).push(item);
  }
  const rank = (id: number) => {
    const index = courseOrder.indexOf(id);
    return index < 0 ? Number.MAX_SAFE_INTEGER : index;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a - b)
    .map(([courseId, list]) => ({ courseId, items: list }));
}
