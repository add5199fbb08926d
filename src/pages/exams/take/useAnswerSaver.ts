import { useEffect, useState, useSyncExternalStore } from 'react';
import { statusOf, type ExamCalls } from '../examApi';
import { AnswerSaver } from './answerSaver';

/** Refusals the server gives for good: the part closed, the attempt submitted, not allowed. */
const isRefusal = (error: unknown) => [401, 403, 404, 409, 422].includes(statusOf(error));

/**
 * The autosave of one part of an attempt, with its status to show. Leaving the page while an
 * answer is unsaved asks the browser to confirm; unmounting sends what is still waiting.
 */
export function useAnswerSaver(
  calls: ExamCalls,
  attemptId: number,
  onRefused: (error: unknown) => void,
) {
  const [saver] = useState(
    () =>
      new AnswerSaver({
        send: (questionId, answer) => calls.saveAnswer(attemptId, questionId, answer),
        isRefusal,
      }),
  );
  useEffect(() => saver.onRefusal((_questionId, error) => onRefused(error)), [saver, onRefused]);
  const status = useSyncExternalStore(saver.subscribe, saver.status, saver.status);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (saver.hasUnsaved()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      void saver.flushAll().then(() => saver.stop());
    };
  }, [saver]);
  return { saver, status };
}
