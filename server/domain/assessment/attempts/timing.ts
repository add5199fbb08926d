/**
 * The clock rules of an attempt, pure: when a part's time is up, when an exam may be started,
 * and the grace an answer sent just before the deadline gets for its trip over the network.
 */
import { ExamType, type StartRefusal } from '../../../../schema';
import { phrase, type Phrase, type PhraseValue } from '../../../i18n/translate';
import type { ExamRecord } from './records';

/**
 * An answer that arrives this long after its part's deadline is still saved, and a part closes
 * only once this has passed: the student's last click may be on its way when the clock runs out.
 */
export const ANSWER_GRACE_MS = 10_000;

/** A fixed window's end bounds every part; an open exam has none. */
export const windowEnd = (exam: Pick<ExamRecord, 'window_type' | 'ends_at'>): string | null =>
  exam.window_type === 'fixed' ? exam.ends_at : null;

/** When a part started at `start` closes: its time limit, never past the window's end. */
export function deadlineOf(
  start: Date,
  limitMinutes: number | null,
  windowEndsAt: string | null,
): string | null {
  const byLimit = limitMinutes === null ? null : start.getTime() + limitMinutes * 60_000;
  const byWindow = windowEndsAt === null ? null : Date.parse(windowEndsAt);
  const candidates = [byLimit, byWindow].filter((t): t is number => t !== null);
  return candidates.length === 0 ? null : new Date(Math.min(...candidates)).toISOString();
}

/** True once `now` is past the deadline by more than `graceMs` (never, without a deadline). */
export function isPast(deadline: string | null, now: Date, graceMs = 0): boolean {
  return deadline !== null && now.getTime() > Date.parse(deadline) + graceMs;
}

/** Why a new attempt at the exam may not start now; null when it may. */
export function startRefusal(
  exam: Pick<
    ExamRecord,
    'type' | 'test_form_id' | 'status' | 'window_type' | 'starts_at' | 'ends_at'
  >,
  partCount: number,
  now: Date,
): StartRefusal | null {
  if (exam.status !== 'published') return 'closed';
  if (exam.type === ExamType.Sat && exam.test_form_id === null) return 'no_test_form';
  if (partCount === 0) return 'no_questions';
  if (exam.window_type === 'fixed') {
    if (exam.starts_at !== null && now.getTime() < Date.parse(exam.starts_at))
      return 'not_open_yet';
    if (exam.ends_at !== null && now.getTime() >= Date.parse(exam.ends_at)) return 'window_ended';
  }
  return null;
}

/** The moment as the reader's language quotes it, in the centre's time zone. */
const dhakaTime = (iso: string | null): PhraseValue => (iso === null ? '' : { instant: iso });

/** The refusal said to the student, worded in their language by whoever answers them. */
export function refusalPhrase(
  refusal: StartRefusal,
  exam: Pick<ExamRecord, 'starts_at' | 'ends_at'>,
): Phrase {
  switch (refusal) {
    case 'closed':
      return phrase('attempts.examClosed');
    case 'no_test_form':
      return phrase('attempts.noTestForm');
    case 'no_questions':
      return phrase('attempts.noQuestions');
    case 'not_open_yet':
      return phrase('attempts.notOpenYet', { time: dhakaTime(exam.starts_at) });
    case 'window_ended':
      return phrase('attempts.windowEnded', { time: dhakaTime(exam.ends_at) });
  }
}
