import { useQuery } from '@tanstack/react-query';
import type { AffiliatePanel } from '../../../schema';
import { useApi } from '../../lib/api';

/** `data` of `GET /api/affiliate/panel`: the signed-in affiliate's code, link, figures and students. */
export function useReferralPanel() {
  const api = useApi();
  return useQuery({
    queryKey: ['app', 'affiliate', 'panel'],
    queryFn: async () => ((await api('GET', 'affiliate/panel')) as { data: AffiliatePanel }).data,
  });
}
