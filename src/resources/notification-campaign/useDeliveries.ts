import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useApi } from '../../lib/api';
import { inProgress, parseDeliveryPage } from './deliveryData';

const REFRESH_MS = 3000;
export const PER_PAGE = 25;

const deliveriesKey = (resource: string, id: unknown) => [
  'app',
  'deliveries',
  resource,
  String(id),
];

/**
 * One page of a campaign's recipients, refreshed every few seconds while any is still queued (the
 * worker sends in the background); and retrying failed ones.
 */
export function useDeliveries(resource: string, campaignId: unknown, page: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const key = deliveriesKey(resource, campaignId);
  const path = `${resource}/${encodeURIComponent(String(campaignId))}/deliveries`;
  const list = useQuery({
    queryKey: [...key, page],
    queryFn: async () =>
      parseDeliveryPage(
        await api('GET', path, {
          query: new URLSearchParams({ page: String(page), per_page: String(PER_PAGE) }),
        }),
      ),
    enabled: campaignId !== undefined,
    refetchInterval: (query) => (inProgress(query.state.data) ? REFRESH_MS : false),
  });
  const retry = useMutation({
    mutationFn: (deliveryId: number | undefined) =>
      api('POST', deliveryId === undefined ? `${path}/retry` : `${path}/${deliveryId}/retry`),
    onSuccess: async () => {
      notify('app.campaigns.retried', { type: 'info' });
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: () => notify('app.campaigns.retry_failed', { type: 'error' }),
  });
  return { list, retry };
}
