import { useQuery } from '@tanstack/react-query';
import type { DashboardReportData } from '../../../schema';
import { useApi } from '../../lib/api';
import { rangeQuery, type DateRange } from './period';

const KINDS = ['admin', 'tutor', 'student', 'parent'];

/** `data.report` of `GET /api/dashboard/report` for a range; null when the caller has none. */
export function parseReport(body: unknown): DashboardReportData | null {
  const report = (body as { data?: { report?: unknown } } | null)?.data?.report;
  if (report === null || typeof report !== 'object') return null;
  const kind = (report as { kind?: unknown }).kind;
  return typeof kind === 'string' && KINDS.includes(kind) ? (report as DashboardReportData) : null;
}

export function useReport(range: DateRange) {
  const api = useApi();
  return useQuery({
    queryKey: ['app', 'dashboard', 'report', range.start_date, range.end_date],
    queryFn: async () => parseReport(await api('GET', `dashboard/report?${rangeQuery(range)}`)),
    staleTime: 60_000,
  });
}
