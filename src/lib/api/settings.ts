import { useQuery } from '@tanstack/react-query';
import { useApi } from './useApi';

/** General settings are `{group, name, value}` rows. */
export interface Setting {
  group: string;
  name: string;
  value: string | null;
}

export function parseSettings(body: unknown): Setting[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data.flatMap((raw: unknown) => {
    if (raw === null || typeof raw !== 'object') return [];
    const r = raw as Record<string, unknown>;
    if (typeof r.group !== 'string' || typeof r.name !== 'string') return [];
    return [{ group: r.group, name: r.name, value: typeof r.value === 'string' ? r.value : null }];
  });
}

export const settingValue = (
  settings: readonly Setting[] | undefined,
  group: string,
  name: string,
) => settings?.find((s) => s.group === group && s.name === name)?.value ?? null;

/** `GET /api/setting/`, once per session; a failed load is ignored (no toast, no retry). */
export function useSettings() {
  const api = useApi();
  return useQuery({
    queryKey: ['app', 'settings'],
    queryFn: async () => parseSettings(await api('GET', 'setting/')),
    staleTime: Infinity,
    retry: false,
  });
}

/** A stored file path as an address the browser can load: absolute URLs as they are. */
export const assetUrl = (path: string): string =>
  /^(https?:)?\/\//i.test(path) || path.startsWith('/') || path.startsWith('data:')
    ? path
    : `/${path}`;
