import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLoading } from 'react-admin';

/**
 * Whether any query or mutation runs (react-admin's useLoading), and whether one failed since
 * the work began: the query and mutation caches report each failure as an `error` action.
 */
export function useLoadingActivity(): { active: boolean; failedRef: { current: boolean } } {
  const active = useLoading();
  const queryClient = useQueryClient();
  const failedRef = useRef(false);

  useEffect(() => {
    const onEvent = (event: { type: string; action?: { type: string } }) => {
      if (event.type === 'updated' && event.action?.type === 'error') failedRef.current = true;
    };
    const offQueries = queryClient.getQueryCache().subscribe(onEvent);
    const offMutations = queryClient.getMutationCache().subscribe(onEvent);
    return () => {
      offQueries();
      offMutations();
    };
  }, [queryClient]);

  return { active, failedRef };
}
