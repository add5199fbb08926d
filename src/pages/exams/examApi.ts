/**
 * The exam-taking calls of docs/API.md "Taking exams", typed by the shared contract
 * (schema/exam-attempt.ts), over the app's HTTP client (bearer token, HttpError with the
 * server's message and status).
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AttemptReview, AttemptState, StudentExamList } from '../../../schema';
import { useApi } from '../../lib/api';

export const studentExamsKey = ['app', 'student-exams'] as const;

/** An attempt's state with the gap between the server's clock and this browser's. */
export interface TimedState {
  state: AttemptState;
  /** Add to Date.now() to read the server's clock. */
  clockOffset: number;
}

const timed = (body: unknown): TimedState => {
  const state = (body as { data: AttemptState }).data;
  return { state, clockOffset: Date.parse(state.server_time) - Date.now() };
};

/** `GET /api/student/exams`, with the clock offset of its answer. */
export function useStudentExams() {
  const api = useApi();
  return useQuery({
    queryKey: studentExamsKey,
    retry: false,
    queryFn: async () => {
      const list = (await api('GET', 'student/exams')) as unknown as StudentExamList;
      return { ...list, clockOffset: Date.parse(list.meta.server_time) - Date.now() };
    },
  });
}

export function useExamCalls() {
  const api = useApi();
  return useMemo(
    () => ({
      start: async (examId: number) => timed(await api('POST', `exam/${examId}/attempt`)),
      state: async (attemptId: number) =>
        timed(await api('GET', `exam-attempt/${attemptId}/state`)),
      saveAnswer: async (attemptId: number, questionId: number, answer: string[]) =>
        api('PUT', `exam-attempt/${attemptId}/answers/${questionId}`, { body: { answer } }),
      submitPart: async (attemptId: number, position: number) =>
        timed(await api('POST', `exam-attempt/${attemptId}/parts/${position}/submit`)),
      review: async (attemptId: number) =>
        (
          (await api('GET', `exam-attempt/${attemptId}/review`)) as unknown as {
            data: AttemptReview;
          }
        ).data,
    }),
    [api],
  );
}

export type ExamCalls = ReturnType<typeof useExamCalls>;

/** The HTTP status of a failed call (0: no answer reached us). */
export const statusOf = (error: unknown): number =>
  typeof (error as { status?: unknown } | null)?.status === 'number'
    ? (error as { status: number }).status
    : 0;
