/** The attendance statuses a tutor may choose (active ones, in their arranged order). */
import type { Executor } from '../../../db/types';

export interface AttendanceStatusChoice {
  id: number;
  name: string;
  name_bn: string | null;
  color: string | null;
  counts_as_present: boolean;
  excused: boolean;
}

export async function activeStatuses(db: Executor): Promise<AttendanceStatusChoice[]> {
  const rows = await db
    .selectFrom('attendance_statuses')
    .select(['id', 'name', 'name_bn', 'color', 'counts_as_present', 'excused'])
    .where('is_active', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    name: String(row.name),
    name_bn: typeof row.name_bn === 'string' && row.name_bn !== '' ? row.name_bn : null,
    color: row.color === null || row.color === undefined ? null : String(row.color),
    counts_as_present: Number(row.counts_as_present) === 1,
    excused: Number(row.excused) === 1,
  }));
}
