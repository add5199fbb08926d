/**
 * Rows about a course's students keep the course's id themselves (attendance, submissions,
 * attempts, results), so that every tutor, student and parent scope is one indexed comparison.
 * The id is derived from the row they hang off, never taken from the request.
 */
import type { ResourceHooks } from '../../resources/hooks';
import { openTables } from '../../db/types';

/** Before save: `course_id` from the `parentTable` row named by `parentKey`. */
export function courseOf(
  parentTable: string,
  parentKey: string,
): NonNullable<ResourceHooks['beforeSave']> {
  return async (tx, _ctx, { values, current }) => {
    const parentId = values[parentKey] ?? current?.[parentKey];
    if (parentId === undefined || parentId === null) return;
    if (current && values[parentKey] === undefined) return;
    const parent = await openTables(tx)
      .selectFrom(parentTable)
      .select('course_id')
      .where('id', '=', Number(parentId))
      .executeTakeFirstOrThrow();
    values.course_id = parent.course_id;
  };
}
