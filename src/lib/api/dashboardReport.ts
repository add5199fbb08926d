import { useQuery } from '@tanstack/react-query';
import { useApi } from './useApi';

export type Counters = Readonly<Record<string, number>>;

/** `{data: {counters: {name: number}}}` (docs/API.md); anything else counts as no counters. */
export function parseCounters(body: unknown): Counters {
  const data = (body as { data?: { counters?: unknown } } | null)?.data;
  const counters = data?.counters;
  if (counters === null || typeof counters !== 'object') return {};
  const out: Record<string, number> = {};
  for (const [name, value] of Object.entries(counters)) {
    const n = typeof value === 'string' ? Number(value) : value;
    if (typeof n === 'number' && Number.isFinite(n)) out[name] = n;
  }
  return out;
}

export const dashboardReportKey = ['app', 'dashboard', 'report'] as const;

/** The dashboard counters, shared by the sidebar badges and the dashboard page. */
export function useDashboardReport() {
  const api = useApi();
  return useQuery({
    queryKey: dashboardReportKey,
    // Only the counters: the report of the period is the dashboard page's own query.
    queryFn: async () => parseCounters(await api('GET', 'dashboard/report?only=counters')),
    staleTime: 60_000,
  });
}

/** A counter's value; 0 when the report has none. */
export const counterValue = (counters: Counters | undefined, name: string): number =>
  counters?.[name] ?? 0;
