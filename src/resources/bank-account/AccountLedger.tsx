import Download from '@mui/icons-material/Download';
import { Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { FetchErrorAlert } from '../../components/fetch-error';
import { downloadFile } from '../../lib/api';
import { useAppNotify } from '../../lib/notify';
import { PeriodPicker } from '../../pages/dashboard/PeriodPicker';
import { rangeQuery } from '../../pages/dashboard/period';
import { useMoney } from '../../lib/format';
import { useRangeParam } from '../../pages/dashboard/useRangeParam';
import { BalanceField } from './BalanceField';
import { LedgerPagination } from './LedgerPagination';
import { LedgerTable } from './LedgerTable';
import { LedgerTotal } from './LedgerTotal';
import { useLedger } from './useLedger';

/**
 * Under a bank account's details: its current balance and its ledger for a period (this month
 * by default), paged, each entry leading to its row, and the period's ledger as CSV.
 */
export function AccountLedger() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useAppNotify();
  const money = useMoney();
  const [range, setRange] = useRangeParam();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const id = Number(record?.id ?? 0);
  const { data, isPending, error, refetch } = useLedger(id, range, page + 1, perPage);
  const t = (key: string) => translate(`app.finance.ledger.${key}`);
  if (!record) return null;

  const exportCsv = async () => {
    const saved = await downloadFile(
      `bank-account/${id}/ledger.csv?${rangeQuery(range)}`,
      `ledger-${id}-${range.start_date}-${range.end_date}.csv`,
    );
    if (!saved) notify.error(translate('app.finance.report.export_error'));
  };

  return (
    <Card component="section" aria-labelledby="ledger-title" variant="outlined" sx={{ mt: 2 }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'baseline' }}>
          <Typography id="ledger-title" variant="h6" component="h2">
            {t('title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('current_balance')}: <BalanceField />
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
          <PeriodPicker
            value={range}
            onChange={(next) => {
              setPage(0);
              setRange(next);
            }}
          />
          <Button variant="outlined" startIcon={<Download />} onClick={() => void exportCsv()}>
            {translate('app.finance.report.export_csv')}
          </Button>
        </Box>
        {error ? (
          <FetchErrorAlert onRetry={() => void refetch()} />
        ) : isPending || !data ? (
          <Skeleton variant="rounded" height={200} aria-busy="true" />
        ) : (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
              <LedgerTotal label={t('opening')} value={money(data.ledger.opening_balance)} />
              <LedgerTotal label={t('money_in')} value={money(data.ledger.money_in)} />
              <LedgerTotal label={t('money_out')} value={money(data.ledger.money_out)} />
              <LedgerTotal label={t('closing')} value={money(data.ledger.closing_balance)} />
            </Box>
            {data.total === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{t('empty')}</Typography>
            ) : (
              <>
                <LedgerTable entries={data.ledger.entries} money={money} />
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
      </CardContent>
    </Card>
  );
}
