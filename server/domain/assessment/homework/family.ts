/** The sign-in accounts of students and of their parents, to notify about class work. */
import type { Executor } from '../../../db/types';

const userIds = (rows: Record<string, unknown>[]) =>
  rows.map((row) => Number(row.user_id)).filter((id) => Number.isSafeInteger(id) && id > 0);

export async function studentAccounts(db: Executor, studentIds: number[]): Promise<number[]> {
  if (studentIds.length === 0) return [];
  return userIds(
    await db.selectFrom('students').select('user_id').where('id', 'in', studentIds).execute(),
  );
}

export async function parentAccounts(db: Executor, studentIds: number[]): Promise<number[]> {
  if (studentIds.length === 0) return [];
  return userIds(
    await db
      .selectFrom('parents')
      .innerJoin('parent_students', 'parent_students.parent_id', 'parents.id')
      .select('parents.user_id')
      .where('parent_students.student_id', 'in', studentIds)
      .execute(),
  );
}
