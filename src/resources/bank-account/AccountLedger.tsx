import Download from '@mui/icons-material/Download';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { downloadFile } from '../../lib/api';
import { useAppNotify } from '../../lib/notify';
import { PeriodPicker } from '../../pages/dashboard/PeriodPicker';
import { rangeQuery } from '../../pages/dashboard/period';
import { useRangeParam } from '../../pages/dashboard/useRangeParam';
import { BalanceField } from './BalanceField';
import { LedgerView } from './LedgerView';
import { useLedger } from './useLedger';

/**
 * Under a bank account's details: its current balance and its ledger for a period (this month
 * by default), paged, each entry leading to its row, and the period's ledger as CSV.
 */
export function AccountLedger() {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useAppNotify();
  const [range, setRange] = useRangeParam();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const id = Number(record?.id ?? 0);
  const { data, error, refetch } = useLedger(id, range, page + 1, perPage);
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
        <LedgerView
          data={
            data && {
              totals: [
                { label: t('opening'), value: data.ledger.opening_balance },
                { label: t('money_in'), value: data.ledger.money_in },
                { label: t('money_out'), value: data.ledger.money_out },
                { label: t('closing'), value: data.ledger.closing_balance },
              ],
              entries: data.ledger.entries,
              total: data.total,
            }
          }
          error={error}
          onRetry={() => void refetch()}
          empty={t('empty')}
          page={page}
          perPage={perPage}
          onPage={setPage}
          onPerPage={setPerPage}
        />
      </CardContent>
    </Card>
  );
}
