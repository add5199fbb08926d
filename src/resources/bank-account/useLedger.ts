import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AccountLedger } from '../../../schema';
import { useApi } from '../../lib/api';
import { rangeQuery, type DateRange } from '../../pages/dashboard/period';

export interface LedgerPage {
  ledger: AccountLedger;
  total: number;
}

/** One page of an account's ledger for a range (`GET /api/bank-account/{id}/ledger`). */
export function useLedger(id: number, range: DateRange, page: number, perPage: number) {
  const api = useApi();
  return useQuery({
    queryKey: [
      'app',
      'bank-account',
      id,
      'ledger',
      range.start_date,
      range.end_date,
      page,
      perPage,
    ],
    queryFn: async (): Promise<LedgerPage> => {
      const body = (await api(
        'GET',
        `bank-account/${id}/ledger?${rangeQuery(range)}&page=${page}&per_page=${perPage}`,
      )) as { data: AccountLedger; meta: { total: number } };
      return { ledger: body.data, total: Number(body.meta.total) };
    },
    placeholderData: keepPreviousData,
  });
}
