/**
 * Money flows (`/admin/finance/flows?kinds&start_date&end_date`): the counted movements of the
 * chosen kinds in every account over a period, with their totals. Each of the dashboard's money
 * figures opens this page with its kinds and period, and the totals here equal the figure.
 */
import { Box, Chip, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { FLOW_KINDS, type FlowKind } from '../../../schema';
import { LedgerView } from '../../resources/bank-account/LedgerView';
import { PeriodPicker } from '../dashboard/PeriodPicker';
import { useRangeParam } from '../dashboard/useRangeParam';
import { PanelPage } from '../panels/PanelPage';
import { kindsFromParam, toggleKind } from './flowKinds';
import { useMoneyFlows } from './useMoneyFlows';

export function MoneyFlowsPage() {
  const translate = useTranslate();
  const [range, setRange] = useRangeParam();
  const [params, setParams] = useSearchParams();
  const kinds = kindsFromParam(params.get('kinds'));
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const { data, error, refetch } = useMoneyFlows(kinds, range, page + 1, perPage);
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
        <LedgerView
          data={
            data && {
              totals: [
                { label: l('money_in'), value: data.flows.money_in },
                { label: l('money_out'), value: data.flows.money_out },
                { label: t('net'), value: data.flows.net },
              ],
              entries: data.flows.entries,
              total: data.total,
            }
          }
          error={error}
          onRetry={() => void refetch()}
          empty={t('empty')}
          withAccount
          page={page}
          perPage={perPage}
          onPage={setPage}
          onPerPage={setPerPage}
        />
      </Stack>
    </PanelPage>
  );
}
