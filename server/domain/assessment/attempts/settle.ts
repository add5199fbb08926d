/**
 * Brings an attempt in progress up to date with the clock, on every call that touches it: a part
 * whose time is up (grace included) is closed at its deadline; once a fixed window has ended, the
 * parts not begun are closed unbegun; when no part is left, the attempt is submitted and scored.
 * With `advance`, the next part starts when none is open: the student has asked to go on.
 */
import type { Tx } from '../../../db/types';
import type { Context } from '../../../resources/context';
import { describeParts } from './parts';
import { loadParts, type AttemptRecord, type ExamRecord, type PartRecord } from './records';
import { submitAttempt } from './submit-attempt';
import { ANSWER_GRACE_MS, deadlineOf, isPast, windowEnd } from './timing';

const isOpen = (p: PartRecord) => p.started_at !== null && p.submitted_at === null;

/** Closes the part at `at` unless another call closed it first. */
export async function closePart(tx: Tx, part: PartRecord, at: string): Promise<void> {
  await tx
    .updateTable('exam_attempt_parts')
    .set({ submitted_at: at })
    .where('id', '=', part.id)
    .where('submitted_at', 'is', null)
    .execute();
}

async function startPart(tx: Tx, part: PartRecord, now: Date, deadline: string | null) {
  await tx
    .updateTable('exam_attempt_parts')
    .set({ started_at: now.toISOString(), deadline_at: deadline })
    .where('id', '=', part.id)
    .where('started_at', 'is', null)
    .execute();
}

/** The last moment any part closed: when the attempt ended. */
const lastClosed = (parts: PartRecord[], fallback: string) =>
  parts.map((p) => p.submitted_at ?? fallback).reduce((a, b) => (a > b ? a : b), fallback);

export async function settleAttempt(
  tx: Tx,
  ctx: Context,
  exam: ExamRecord,
  attempt: AttemptRecord,
  { advance, now = new Date() }: { advance: boolean; now?: Date },
): Promise<AttemptRecord> {
  if (attempt.status === 'submitted') return attempt;
  for (const part of await loadParts(tx, attempt.id)) {
    if (isOpen(part) && isPast(part.deadline_at, now, ANSWER_GRACE_MS))
      await closePart(tx, part, part.deadline_at!);
  }
  let parts = await loadParts(tx, attempt.id);
  const end = windowEnd(exam);
  if (!parts.some(isOpen) && end !== null && now.getTime() >= Date.parse(end)) {
    for (const part of parts) if (part.started_at === null) await closePart(tx, part, end);
    parts = await loadParts(tx, attempt.id);
  }
  if (parts.every((p) => p.submitted_at !== null)) {
    const oldest = parts[0]?.submitted_at ?? now.toISOString();
    return submitAttempt(tx, ctx, attempt, lastClosed(parts, oldest));
  }
  const next = parts.find((p) => p.started_at === null);
  if (advance && !parts.some(isOpen) && next) {
    const described = await describeParts(tx, exam, [next]);
    const limit = described[0]!.view.time_limit_minutes;
    await startPart(tx, next, now, deadlineOf(now, limit, end));
  }
  return attempt;
}
