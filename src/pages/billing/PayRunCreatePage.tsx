/**
 * A new pay run (`/admin/billing/payment/create`): tutor and month first, then the live preview
 * of what the run will hold (each row at its own rate, overtime, refusals), then where the money
 * comes from and the advance; creating it opens its payslip, where it is marked paid.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useCreate, useTranslate } from 'react-admin';
import { useUnsavedChangesGuard } from '../../lib/unsaved';
import { useNavigate } from 'react-router-dom';
import { keyOfName } from '../../config';
import { FetchErrorAlert } from '../../components/fetch-error';
import { useAppNotify } from '../../lib/notify';
import { fieldErrors, serverMessage } from '../../providers/data';
import { PanelPage } from '../panels/PanelPage';
import { usePayRunPreview, type PayRunPreview } from './billingApi';
import { FigureLines, HoursTable, OvertimeTable } from './BillingRows';
import { payslipPath } from './useArea';
import { useChoices } from './useChoices';

const lastMonth = () => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
};

function Preview({ preview, advance }: { preview: PayRunPreview; advance: number }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.billing.pay_run.${key}`);
  const net = Math.round((preview.gross_amount - advance) * 100) / 100;
  return (
    <Stack spacing={2}>
      {preview.refusals.length > 0 && (
        <Alert severity="warning" role="alert">
          <strong>{t('refused')}</strong>
          {preview.refusals.map((text) => (
            <div key={text}>{text}</div>
          ))}
        </Alert>
      )}
      {preview.unpriced.length > 0 && (
        <Box>
          <Typography variant="subtitle1" component="h3">
            {t('unpriced')}
          </Typography>
          <HoursTable hours={preview.unpriced} emptyText="" />
        </Box>
      )}
      <Box>
        <Typography variant="subtitle1" component="h3">
          {t('hours')}
        </Typography>
        <HoursTable hours={preview.hours} emptyText={t('empty')} />
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3">
          {t('overtime')}
        </Typography>
        <OvertimeTable
          rows={preview.overtime}
          emptyText={translate('app.billing.payslip.no_overtime')}
        />
      </Box>
      <FigureLines
        lines={[
          {
            label: t('regular_total'),
            minutes: preview.regular_minutes,
            amount: preview.regular_amount,
            testId: 'regular-amount',
          },
          {
            label: t('overtime_total'),
            minutes: preview.overtime_minutes,
            amount: preview.overtime_amount,
            testId: 'overtime-amount',
          },
          { label: t('gross'), amount: preview.gross_amount, testId: 'gross-amount' },
          { label: t('net'), amount: net, strong: true, testId: 'net-amount' },
        ]}
      />
    </Stack>
  );
}

export function PayRunCreatePage() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.billing.pay_run.${key}`);
  const notify = useAppNotify();
  const navigate = useNavigate();
  const [create, { isPending: saving }] = useCreate();
  const tutors = useChoices('employee');
  const accounts = useChoices('bank-account');
  const types = useChoices('payment-type');
  const [initial] = useState(() => ({
    employee_id: '',
    period: lastMonth(),
    advance: '0',
    bank_account_id: '',
    payment_type_id: '',
    reference: '',
    note: '',
  }));
  const [form, setForm] = useState(initial);
  useUnsavedChangesGuard(
    !saving &&
      (Object.keys(initial) as (keyof typeof initial)[]).some((k) => form[k] !== initial[k]),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const preview = usePayRunPreview(form.employee_id, form.period);
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));
  const advance = Number(form.advance) || 0;
  const ready =
    preview.data !== undefined &&
    preview.data.refusals.length === 0 &&
    preview.data.hours.length + preview.data.overtime.length > 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    void create(
      keyOfName('tutor-payment'),
      {
        data: {
          employee_id: Number(form.employee_id),
          period: form.period,
          advance,
          bank_account_id: form.bank_account_id === '' ? null : Number(form.bank_account_id),
          payment_type_id: form.payment_type_id === '' ? null : Number(form.payment_type_id),
          reference: form.reference || null,
          note: form.note || null,
        },
      },
      {
        onSuccess: (record) => {
          notify.success(t('created'));
          navigate(payslipPath('admin', String(record.id)));
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          notify.error(serverMessage(error) ?? translate('app.notify.generic_error'));
        },
      },
    );
  };

  const select = (
    field: 'employee_id' | 'bank_account_id' | 'payment_type_id',
    text: string,
    list: ReturnType<typeof useChoices>,
    required = false,
  ) => (
    <TextField
      select
      required={required}
      label={text}
      value={form[field]}
      onChange={set(field)}
      error={errors[field] !== undefined}
      helperText={errors[field]}
      sx={{ minWidth: 220 }}
      slotProps={{ htmlInput: { 'data-testid': field } }}
    >
      {list.choices.map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.name}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <PanelPage title={t('title')}>
      <Card component="form" onSubmit={submit} noValidate>
        <CardContent>
          <Stack spacing={3}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {select('employee_id', t('tutor'), tutors, true)}
              <TextField
                type="month"
                required
                label={t('month')}
                value={form.period}
                onChange={set('period')}
                error={errors.period !== undefined}
                helperText={errors.period}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Stack>
            {form.employee_id === '' ? (
              <Typography sx={{ color: 'text.secondary' }}>{t('pick')}</Typography>
            ) : preview.error ? (
              <FetchErrorAlert onRetry={() => void preview.refetch()} />
            ) : preview.isPending ? (
              <Skeleton variant="rounded" height={160} aria-busy="true" />
            ) : (
              <Preview preview={preview.data} advance={advance} />
            )}
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              useFlexGap
              sx={{ flexWrap: 'wrap' }}
            >
              {select('bank_account_id', t('bank_account'), accounts, true)}
              {select('payment_type_id', t('payment_type'), types)}
              <TextField
                type="number"
                label={t('advance')}
                value={form.advance}
                onChange={set('advance')}
                error={errors.advance !== undefined}
                helperText={errors.advance}
                slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
              />
              <TextField
                label={t('reference')}
                value={form.reference}
                onChange={set('reference')}
              />
            </Stack>
            <TextField
              label={t('note')}
              value={form.note}
              onChange={set('note')}
              multiline
              minRows={2}
            />
            <Box>
              <Button
                type="submit"
                variant="contained"
                disabled={!ready || saving || form.bank_account_id === ''}
              >
                {t('create')}
              </Button>
            </Box>
          </Stack>
        </CardContent>
      </Card>
    </PanelPage>
  );
}
