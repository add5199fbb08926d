/**
 * The attendance calls of docs/API.md "Attendance" over the app's HTTP client (base URL, token,
 * HttpError with the server's message and field errors): a class's roster, saving it, and rates.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttendanceEntry, AttendanceRate, SessionAttendance } from '../../../../schema';
import { useApi } from '../../../lib/api';

interface SessionRef {
  schedule_id: number;
  date: string;
}

export interface RateFilter {
  course_id?: number;
  student_id?: number;
  from?: string;
  to?: string;
}

const rosterKey = (session: SessionRef | null) =>
  ['app', 'attendance', 'session', session?.schedule_id ?? 0, session?.date ?? ''] as const;
const RATES_KEY = ['app', 'attendance', 'rates'] as const;

function queryOf(values: Record<string, string | number | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    if (value !== undefined && value !== '') query.set(name, String(value));
  return query;
}

export function useRoster(session: SessionRef | null) {
  const api = useApi();
  return useQuery({
    queryKey: rosterKey(session),
    enabled: session !== null,
    retry: false,
    // A refetch would start the tutor's unsaved roster again from the server's.
    refetchOnWindowFocus: false,
    queryFn: async () => {
      const body = await api('GET', 'attendance/session', {
        query: queryOf({ schedule_id: session?.schedule_id, date: session?.date }),
      });
      return body.data as SessionAttendance;
    },
  });
}

export function useSaveRoster() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SessionRef & { entries: AttendanceEntry[] }) =>
      (await api('PUT', 'attendance/session', { body: { ...body } })).data as SessionAttendance,
    onSuccess: (saved) => {
      client.setQueryData(rosterKey(saved.session), saved);
      void client.invalidateQueries({ queryKey: RATES_KEY });
    },
  });
}

export function useAttendanceRates(filter: RateFilter) {
  const api = useApi();
  return useQuery({
    queryKey: [...RATES_KEY, filter],
    queryFn: async () =>
      (
        await api('GET', 'attendance/rates', {
          query: queryOf({ ...filter }),
        })
      ).data as AttendanceRate[],
  });
}
