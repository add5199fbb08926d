/**
 * An exam's questions numbered as an answer sheet counts them: in the order a student meets them
 * taking the exam (the attempt plan: a SAT test's modules in form order, each module's questions
 * by position; a regular exam's questions by position), from 1 across the whole exam.
 */
import type { Executor } from '../../../db/types';
import { loadExam, planExam } from '../attempts/records';

export interface NumberedQuestion {
  number: number;
  id: number;
  type: string;
}

export async function numberedQuestions(db: Executor, examId: number): Promise<NumberedQuestion[]> {
  const ids = (await planExam(db, await loadExam(db, examId))).flatMap((p) => p.question_ids);
  const types = new Map(
    (
      await db
        .selectFrom('exam_questions')
        .select(['id', 'type'])
        .where('exam_id', '=', examId)
        .execute()
    ).map((q) => [Number(q.id), String(q.type)]),
  );
  // The plan holds only this exam's questions, so each has its type.
  return ids.map((id, index) => ({ number: index + 1, id, type: types.get(id)! }));
}
