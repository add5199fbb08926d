/**
 * The calls of a student taking their attempt (docs/API.md "Taking exams"): its state, saving an
 * answer, and submitting a part. Each first brings the attempt up to date with the clock.
 */
import type { AttemptState } from '../../../../schema';
import type { Context } from '../../../resources/context';
import { translatorFor } from '../../../i18n/translate';
import { ValidationError } from '../../../resources/errors';
import { now as nowIso } from '../../../resources/records';
import { checkAnswer } from './answer-input';
import { describeParts } from './parts';
import { conflict } from './problems';
import { loadParts } from './records';
import { closePart, settleAttempt } from './settle';
import { attemptState } from './state';
import { takersAttempt } from './taker';
import { isPast } from './timing';
import { inAttemptTransaction } from './transaction';
import { loadQuestions } from './questions';

/** `GET /api/exam-attempt/{id}/state`: the open part, the next one started if none is open. */
export async function readAttemptState(ctx: Context, attemptId: number): Promise<AttemptState> {
  return inAttemptTransaction(ctx, async (tx, txCtx) => {
    const { attempt, exam } = await takersAttempt(txCtx, tx, attemptId);
    const settled = await settleAttempt(tx, txCtx, exam, attempt, { advance: true });
    return attemptState(tx, exam, settled);
  });
}

/** `PUT /api/exam-attempt/{id}/answers/{questionId}`: stores the answer, replacing the last. */
export async function saveAnswer(
  ctx: Context,
  attemptId: number,
  questionId: number,
  body: Record<string, unknown>,
): Promise<{ saved_at: string }> {
  return inAttemptTransaction(ctx, async (tx, txCtx) => {
    const { attempt, exam } = await takersAttempt(txCtx, tx, attemptId);
    const now = new Date();
    const settled = await settleAttempt(tx, txCtx, exam, attempt, { advance: false, now });
    if (settled.status === 'submitted') throw conflict('attempts.submitted');
    const parts = await describeParts(tx, exam, await loadParts(tx, attempt.id));
    const owner = parts.find((p) => p.question_ids.includes(questionId));
    const tr = translatorFor(ctx.language ?? 'en');
    if (!owner) throw ValidationError.field('question_id', tr.t('attempts.questionNotInExam'));
    if (owner.record.submitted_at !== null) throw conflict('attempts.partClosed');
    if (owner.record.started_at === null) throw conflict('attempts.partNotStarted');
    const [question] = await loadQuestions(tx, [questionId]);
    const answer = checkAnswer(question!, body, tr);
    const savedAt = nowIso();
    const stored = answer.length === 0 ? null : JSON.stringify(answer);
    await tx
      .insertInto('exam_answers')
      .values({
        attempt_id: attempt.id,
        question_id: questionId,
        answer: stored,
        saved_at: savedAt,
      })
      .onConflict((oc) =>
        oc
          .columns(['attempt_id', 'question_id'])
          .doUpdateSet({ answer: stored, saved_at: savedAt }),
      )
      .execute();
    return { saved_at: savedAt };
  });
}

/**
 * `POST /api/exam-attempt/{id}/parts/{position}/submit`: closes the part. The next one waits: its
 * clock starts when the student asks to go on (the state call behind the pause screen's Continue),
 * never while they read the pause screen.
 */
export async function submitPart(
  ctx: Context,
  attemptId: number,
  position: number,
): Promise<AttemptState> {
  return inAttemptTransaction(ctx, async (tx, txCtx) => {
    const { attempt, exam } = await takersAttempt(txCtx, tx, attemptId);
    const now = new Date();
    const parts = await loadParts(tx, attempt.id);
    const part = parts.find((p) => p.position === position);
    if (!part)
      throw ValidationError.field(
        'position',
        translatorFor(ctx.language ?? 'en').t('attempts.noSuchPart'),
      );
    if (attempt.status === 'in_progress' && part.started_at === null)
      throw conflict('attempts.submitOpenPartFirst');
    if (attempt.status === 'in_progress' && part.submitted_at === null) {
      // Sent within the grace after the deadline, it closes at the deadline, like the clock would.
      const deadline = part.deadline_at;
      const at = deadline !== null && isPast(deadline, now) ? deadline : now.toISOString();
      await closePart(tx, part, at);
    }
    const settled = await settleAttempt(tx, txCtx, exam, attempt, { advance: false, now });
    return attemptState(tx, exam, settled);
  });
}
