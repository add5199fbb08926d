/**
 * Writes one attendance row inside the caller's transaction with what an engine write gives it:
 * its derived course and label (the resource's before-save hooks), stamps, search document and an
 * audit entry (row-writes.ts). The class roster writes through here rather than through createRecord, whose
 * reference scopes would refuse a substitute tutor the students of a course they do not teach.
 */
import { attendance as attendanceResource } from '../../../../resources/classwork';
import type { Row, Tx } from '../../../db/types';
import type { Context } from '../../../resources/context';
import { saveRow } from '../../../resources/row-writes';
import { hooksOf } from '../../../resources/served';

export interface AttendanceKey {
  schedule_id: number;
  date: string;
  student_id: number;
}

/** Creates the row, or changes the stored one (`current`); answers the record. */
export async function writeAttendance(
  tx: Tx,
  ctx: Context,
  key: AttendanceKey,
  changes: { status_id: number; note: string | null },
  current: Row | undefined,
): Promise<Row> {
  const resource = attendanceResource;
  const values: Row = current ? { ...changes } : { ...key, ...changes };
  await hooksOf(ctx, resource).beforeSave?.(tx, ctx, { values, current });
  // Its after-save hook derives the class's working hours, which the roster does once itself.
  return saveRow(tx, ctx, resource, values, current, { hooks: false });
}
