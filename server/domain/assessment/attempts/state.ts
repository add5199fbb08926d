/**
 * An attempt as the student taking it sees it: every part with its timing, and of the open part
 * its questions (never their answers or explanations) and the answers saved so far.
 */
import type { AttemptState, OpenPart } from '../../../../schema';
import type { Executor } from '../../../db/types';
import { describeParts, openPartOf } from './parts';
import { loadAnswers, loadQuestions, toAttemptQuestion } from './questions';
import { loadParts, type AttemptRecord, type ExamRecord } from './records';

async function openPart(
  db: Executor,
  attemptId: number,
  part: Awaited<ReturnType<typeof describeParts>>[number],
): Promise<OpenPart> {
  const questions = await loadQuestions(db, part.question_ids);
  const stored = await loadAnswers(db, attemptId);
  const answers: Record<string, string[]> = {};
  for (const q of questions) {
    const answer = stored.get(q.id)?.answer;
    if (answer && answer.length > 0) answers[String(q.id)] = answer;
  }
  return {
    part: part.view,
    questions: questions.map(toAttemptQuestion),
    answers,
  };
}

export async function attemptState(
  db: Executor,
  exam: ExamRecord,
  attempt: AttemptRecord,
): Promise<AttemptState> {
  const parts = await describeParts(db, exam, await loadParts(db, attempt.id));
  const open = attempt.status === 'in_progress' ? openPartOf(parts) : undefined;
  return {
    attempt_id: attempt.id,
    exam_id: exam.id,
    exam_title: exam.title,
    status: attempt.status,
    started_at: attempt.started_at,
    submitted_at: attempt.submitted_at,
    parts: parts.map((p) => p.view),
    open: open ? await openPart(db, attempt.id, open) : null,
    server_time: new Date().toISOString(),
    results_released: exam.results_released,
  };
}
