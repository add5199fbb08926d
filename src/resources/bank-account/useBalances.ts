import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../lib/api';

interface Balance {
  id: number;
  balance: number;
}

/** Every account's current balance (`GET /api/bank-account/balances`), by account id. */
export function useBalances() {
  const api = useApi();
  return useQuery({
    queryKey: ['app', 'bank-account', 'balances'],
    queryFn: async () => {
      const body = (await api('GET', 'bank-account/balances')) as { data?: Balance[] } | null;
      return new Map((body?.data ?? []).map((row) => [Number(row.id), Number(row.balance)]));
    },
    staleTime: 30_000,
  });
}
