import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Shows what the server holds after a write: every query on screen is fetched again.
 *
 * react-admin's `useRefresh` only invalidates, and React Query answers a query still on its first
 * fetch (a list whose filter just changed) by joining that fetch rather than starting a new one.
 * A read that started before the write committed would then be shown as the state after it: a
 * switch flipped back, a row that is still there. Reads in flight are cancelled first, so every
 * query shown is read after the write.
 */
export async function refreshAfterWrite(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries();
  await queryClient.invalidateQueries();
}

/** `refreshAfterWrite` for a component; call it once the server has answered the write. */
export function useRefreshAfterWrite(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => void refreshAfterWrite(queryClient), [queryClient]);
}
