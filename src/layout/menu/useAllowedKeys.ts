import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAuthProvider, useGetIdentity } from 'react-admin';
import { canAccessParams } from './canAccessParams';
import type { Guarded } from './types';

/**
 * Which entries (menu links, app tiles) the user may open, asked of the auth provider's canAccess (CASL inside) once per
 * entry and cached per user. Display only: the server refuses what the user cannot do anyway.
 */
export function useAllowedKeys(entries: readonly Guarded[]): ReadonlySet<string> {
  const authProvider = useAuthProvider();
  const { identity } = useGetIdentity();
  const { data } = useQuery({
    queryKey: ['auth', 'canAccess', 'app', identity?.id ?? null, entries.map((e) => e.key)],
    queryFn: async (): Promise<string[]> => {
      if (!authProvider?.canAccess) return entries.map((e) => e.key);
      const checks = await Promise.all(
        entries.map((e) =>
          Promise.resolve(authProvider.canAccess?.(canAccessParams(e.access))).catch(() => false),
        ),
      );
      return entries.filter((_, i) => checks[i] === true).map((e) => e.key);
    },
    staleTime: 5 * 60_000,
  });
  return useMemo(() => new Set(data ?? []), [data]);
}
