import { useQuery } from '@tanstack/react-query';
import { useApi } from '../api';

/** `GET /api/push-subscription/config`: whether the centre sends Web Push, and its key. */
export interface PushConfig {
  enabled: boolean;
  publicKey: string | null;
}

export const pushConfigKey = ['app', 'push', 'config'] as const;

export function parsePushConfig(body: Record<string, unknown>): PushConfig {
  const data = (body.data ?? {}) as { enabled?: unknown; public_key?: unknown };
  const publicKey = typeof data.public_key === 'string' ? data.public_key : null;
  return { enabled: data.enabled === true && publicKey !== null, publicKey };
}

export function usePushConfig() {
  const api = useApi();
  return useQuery({
    queryKey: pushConfigKey,
    queryFn: async () => parsePushConfig(await api('GET', 'push-subscription/config')),
    // The key changes only when the server's settings do.
    staleTime: Infinity,
  });
}
