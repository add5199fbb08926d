import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { FlowKind, MoneyFlows } from '../../../schema';
import { useApi } from '../../lib/api';
import { rangeQuery, type DateRange } from '../dashboard/period';

export interface MoneyFlowsPage {
  flows: MoneyFlows;
  total: number;
}

/** One page of the money flows of some kinds over a range (`GET /api/finance/flows`). */
export function useMoneyFlows(
  kinds: readonly FlowKind[],
  range: DateRange,
  page: number,
  perPage: number,
) {
  const api = useApi();
  return useQuery({
    queryKey: [
      'app',
      'finance',
      'flows',
      kinds.join(','),
      range.start_date,
      range.end_date,
      page,
      perPage,
    ],
    queryFn: async (): Promise<MoneyFlowsPage> => {
      const query = `${rangeQuery(range)}&kinds=${kinds.join(',')}&page=${page}&per_page=${perPage}`;
      const body = (await api('GET', `finance/flows?${query}`)) as {
        data: MoneyFlows;
        meta: { total: number };
      };
      return { flows: body.data, total: Number(body.meta.total) };
    },
    placeholderData: keepPreviousData,
  });
}
