import { useQuery } from '@tanstack/react-query';
import { useExamCalls } from '../examApi';

/** `GET /api/exam-attempt/{id}/review`, once the attempt is known. */
export function useAttemptReview(attemptId: number | undefined) {
  const calls = useExamCalls();
  return useQuery({
    queryKey: ['app', 'attempt-review', attemptId],
    enabled: attemptId !== undefined,
    retry: false,
    queryFn: () => calls.review(attemptId!),
  });
}
