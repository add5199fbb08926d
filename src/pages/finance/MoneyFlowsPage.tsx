/**
 * Money flows (`/admin/finance/flows?kinds&start_date&end_date`): the counted movements of the
 * chosen kinds in every account over a period, with their totals. Each of the dashboard's money
 * figures opens this page with its kinds and period, and the totals here equal the figure.
 */
import { Box, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { FLOW_KINDS, type FlowKind } from '../../../schema';
import { FetchErrorAlert } from '../../components/fetch-error';
import { useMoney } from '../../lib/format';
import { LedgerPagination } from '../../resources/bank-account/LedgerPagination';
import { LedgerTable } from '../../resources/bank-account/LedgerTable';
import { LedgerTotal } from '../../resources/bank-account/LedgerTotal';
import { PeriodPicker } from '../dashboard/PeriodPicker';
import { useRangeParam } from '../dashboard/useRangeParam';
import { PanelPage } from '../panels/PanelPage';
import { kindsFromParam, toggleKind } from './flowKinds';
import { useMoneyFlows } from './useMoneyFlows';

export function MoneyFlowsPage() {
  const translate = useTranslate();
  const money = useMoney();
  const [range, setRange] = useRangeParam();
  const [params, setParams] = useSearchParams();
  const kinds = kindsFromParam(params.get('kinds'));
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const { data, isPending, error, refetch } = useMoneyFlows(kinds, range, page + 1, perPage);
  const t = (key: string) => translate(`app.finance.flows.${key}`);
  const l = (key: string) => translate(`app.finance.ledger.${key}`);

  const setKinds = (next: FlowKind[]) => {
    setPage(0);
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('kinds', next.join(','));
        return out;
      },
      { replace: true },
    );
  };

  return (
    <PanelPage title={t('title')}>
      <Stack spacing={2}>
        <PeriodPicker
          value={range}
          onChange={(next) => {
            setPage(0);
            setRange(next);
          }}
        />
        <Box
          role="group"
          aria-label={t('kinds_label')}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {FLOW_KINDS.map((kind) => {
            const on = kinds.includes(kind);
            return (
              <Chip
                key={kind}
                label={l(`kinds.${kind}`)}
                color={on ? 'primary' : 'default'}
                variant={on ? 'filled' : 'outlined'}
                aria-pressed={on}
                onClick={() => setKinds(toggleKind(kinds, kind))}
              />
            );
          })}
        </Box>
        {error ? (
          <FetchErrorAlert onRetry={() => void refetch()} />
        ) : isPending || !data ? (
          <Skeleton variant="rounded" height={200} aria-busy="true" />
        ) : (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
              <LedgerTotal label={l('money_in')} value={money(data.flows.money_in)} />
              <LedgerTotal label={l('money_out')} value={money(data.flows.money_out)} />
              <LedgerTotal label={t('net')} value={money(data.flows.net)} />
            </Box>
            {data.total === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{t('empty')}</Typography>
            ) : (
              <>
                <LedgerTable entries={data.flows.entries} money={money} withAccount />
                <LedgerPagination
                  count={data.total}
                  page={page}
                  perPage={perPage}
                  onPage={setPage}
                  onPerPage={setPerPage}
                />
              </>
            )}
          </>
        )}
      </Stack>
    </PanelPage>
  );
}
