import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/api';
import { parseSessions } from './parseSessions';
import type { ClassSessionsQuery, ClassSessionsResult, SessionFilter } from './types';

type SessionsKey = readonly ['app', 'schedule', 'sessions', ClassSessionsQuery];

export const classSessionsKey = (query: ClassSessionsQuery): SessionsKey => [
  'app',
  'schedule',
  'sessions',
  query,
];

const FILTER_NAMES = ['course_id', 'tutor_id', 'student_id'] as const;

const sameFilter = (a: SessionFilter, b: SessionFilter) =>
  FILTER_NAMES.every((name) => a[name] === b[name]);

function toSearchParams(query: ClassSessionsQuery): URLSearchParams {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  for (const name of FILTER_NAMES) {
    const value = query[name];
    if (value !== undefined) params.set(name, String(value));
  }
  return params;
}

/**
 * The dated sessions and holidays of `GET /api/schedule/sessions` for an inclusive range. While
 * another period of the same person or course loads, the last answer stays so the grid keeps its
 * shape; sessions are placed by date, so none shows on a day it does not belong to. Another
 * person's sessions are never kept, not even for a moment.
 */
export function useClassSessions(query: ClassSessionsQuery) {
  const api = useApi();
  return useQuery({
    queryKey: classSessionsKey(query),
    queryFn: async () =>
      parseSessions(await api('GET', 'schedule/sessions', { query: toSearchParams(query) })),
    placeholderData: (previous: ClassSessionsResult | undefined, previousQuery) => {
      const previousKey = previousQuery?.queryKey as SessionsKey | undefined;
      return previousKey && sameFilter(previousKey[3], query) ? previous : undefined;
    },
    staleTime: 60_000,
  });
}
