/** The homework a submission answers, as the submission rules and notices read it. */
import type { Executor } from '../../../db/types';

export interface Homework {
  id: number;
  title: string;
  course_id: number;
  status: string;
  due_date: string;
  total_mark: number;
}

export async function homeworkOf(db: Executor, id: number): Promise<Homework | undefined> {
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  const row = await db
    .selectFrom('home_works')
    .select(['id', 'title', 'course_id', 'status', 'due_date', 'total_mark'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    title: String(row.title),
    course_id: Number(row.course_id),
    status: String(row.status),
    due_date: String(row.due_date),
    total_mark: Number(row.total_mark),
  };
}
