/**
 * A pay run's payslip (`/admin/billing/payment/{id}/payslip`, `/employee/billing/payment/{id}/payslip`):
 * the centre, the tutor and month, each working-hours row with its own rate, the overtime, the
 * advance and the net pay; printable without the app around it. The office marks an unpaid run
 * paid from here.
 */
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Title, useCanAccess, useLocaleState, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { FetchErrorAlert } from '../../components/fetch-error';
import { DownloadPdfButton } from '../../components/pdf-download';
import { keyOfName } from '../../config';
import { formatDate, formatYearMonth } from '../../lib/format';
import { useAppNotify } from '../../lib/notify';
import { serverMessage, useAppDataProvider } from '../../providers/data';
import { payslipKey, usePayslip, type Payslip } from './billingApi';
import { FigureLines, HoursTable, OvertimeTable } from './BillingRows';
import { PrintStyles } from './PrintStyles';

function MarkPaidButton({ slip }: { slip: Payslip }) {
  const translate = useTranslate();
  const notify = useAppNotify();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const resource = keyOfName('tutor-payment');
  const { canAccess } = useCanAccess({ action: 'edit', resource });
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (canAccess !== true || slip.status === 'paid') return null;
  const confirm = async () => {
    setBusy(true);
    try {
      await dataProvider.changeStatus(resource, slip.id, 'paid');
      notify.success(translate('app.billing.payslip.marked_paid'));
      await queryClient.invalidateQueries({ queryKey: payslipKey(String(slip.id)) });
    } catch (error) {
      notify.error(serverMessage(error) ?? translate('app.notify.generic_error'));
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <Button variant="contained" onClick={() => setAsking(true)}>
        {translate('app.billing.actions.mark_paid')}
      </Button>
      <Confirm
        isOpen={asking}
        loading={busy}
        title="app.notify.confirm_title"
        content="app.billing.payslip.confirm_paid"
        confirm="app.notify.yes"
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

function Slip({ slip }: { slip: Payslip }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string, options?: Record<string, unknown>) =>
    translate(`app.billing.${key}`, options);
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Box>
            <Typography variant="h6" component="p">
              {slip.centre}
            </Typography>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
              {t('payslip.title')} · {slip.employee_name}
              {slip.employee_no ? ` (${slip.employee_no})` : ''}
            </Typography>
            <Typography>
              {t('payslip.period', { period: formatYearMonth(slip.period, locale) })}
            </Typography>
            <Typography
              data-testid="payslip-status"
              sx={{ color: slip.status === 'paid' ? 'success.main' : 'warning.main' }}
            >
              {slip.paid_at
                ? t('payslip.paid_on', { date: formatDate(slip.paid_at, locale) })
                : t('payslip.unpaid')}
              {slip.reference ? ` · ${slip.reference}` : ''}
            </Typography>
          </Box>
          <Box>
            <Typography variant="subtitle1" component="h2">
              {t('pay_run.hours')}
            </Typography>
            <HoursTable hours={slip.hours} emptyText={t('payslip.no_hours')} />
          </Box>
          <Box>
            <Typography variant="subtitle1" component="h2">
              {t('pay_run.overtime')}
            </Typography>
            <OvertimeTable rows={slip.overtime} emptyText={t('payslip.no_overtime')} />
          </Box>
          <FigureLines
            lines={[
              {
                label: t('pay_run.regular_total'),
                minutes: slip.regular_minutes,
                amount: slip.regular_amount,
              },
              {
                label: t('pay_run.overtime_total'),
                minutes: slip.overtime_minutes,
                amount: slip.overtime_amount,
              },
              { label: t('payslip.advance'), amount: -slip.advance },
              { label: t('payslip.net'), amount: slip.total, strong: true, testId: 'payslip-net' },
            ]}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

export function PayslipPage() {
  const { id = '' } = useParams();
  const translate = useTranslate();
  const slip = usePayslip(id);
  return (
    <Box sx={{ py: 2 }}>
      <Title title={translate('app.billing.payslip.title')} />
      <PrintStyles />
      <Stack
        direction="row"
        spacing={1}
        className="no-print"
        sx={{ mb: 2, justifyContent: 'flex-end' }}
      >
        {slip.data && <MarkPaidButton slip={slip.data} />}
        {slip.data && (
          <DownloadPdfButton
            path={`tutor-payment/${String(slip.data.id)}/payslip/pdf`}
            filename={`payslip-${slip.data.period}.pdf`}
          />
        )}
        <Button
          startIcon={<Print />}
          variant="outlined"
          onClick={() => window.print()}
          disabled={!slip.data}
        >
          {translate('app.billing.actions.print')}
        </Button>
      </Stack>
      {slip.error ? (
        <FetchErrorAlert onRetry={() => void slip.refetch()} />
      ) : slip.isPending ? (
        <Skeleton variant="rounded" height={320} aria-busy="true" />
      ) : (
        <Slip slip={slip.data} />
      )}
    </Box>
  );
}
