import { useCallback, useState } from 'react';

function read<T>(key: string, fallback: T): T {
  try {
    const stored = window.localStorage.getItem(key);
    return stored === null ? fallback : (JSON.parse(stored) as T);
  } catch {
    return fallback;
  }
}

function write(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage off (private mode): the exam still works, only without this memory.
  }
}

/**
 * What the browser remembers of an attempt across reloads, in localStorage: the questions the
 * student flagged for review, and where they were (part and question). The server keeps the
 * answers; these are the student's own notes.
 */
export function usePartMemory(attemptId: number, part: number, questionCount: number) {
  const flagsKey = `exam-attempt:${attemptId}:flags`;
  const placeKey = `exam-attempt:${attemptId}:place`;
  const [flags, setFlags] = useState<number[]>(() => read<number[]>(flagsKey, []));
  const [index, setIndex] = useState(() => {
    const place = read<{ part?: number; index?: number }>(placeKey, {});
    const stored = place.part === part ? Number(place.index ?? 0) : 0;
    return Number.isInteger(stored) && stored >= 0 && stored < questionCount ? stored : 0;
  });

  const toggleFlag = useCallback(
    (questionId: number) =>
      setFlags((current) => {
        const next = current.includes(questionId)
          ? current.filter((id) => id !== questionId)
          : [...current, questionId];
        write(flagsKey, next);
        return next;
      }),
    [flagsKey],
  );
  const goTo = useCallback(
    (next: number) => {
      const bounded = Math.max(0, Math.min(questionCount - 1, next));
      setIndex(bounded);
      write(placeKey, { part, index: bounded });
    },
    [part, placeKey, questionCount],
  );
  return { flags: new Set(flags), toggleFlag, index, goTo };
}
