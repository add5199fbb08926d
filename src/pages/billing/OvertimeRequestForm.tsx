/**
 * A tutor's overtime request: a centre week (it starts on Saturday), the minutes and a reason,
 * with what that week still allows (`GET /api/over-time/eligible`) shown as the week is chosen.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useCreate, useGetList, useTranslate } from 'react-admin';
import { useUnsavedChangesGuard } from '../../lib/unsaved';
import { keyOfName } from '../../config';
import { useAppNotify } from '../../lib/notify';
import { fieldErrors, serverMessage, useRefreshAfterWrite } from '../../providers/data';
import type { OvertimeEligibility } from '../../../schema';
import { useEligibility } from './billingApi';
import { formatDuration } from './duration';

/** Centre day 1 is Saturday: a date string's weekday in UTC (dates name days, not instants). */
const isSaturday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 6;

function EligibilityNote({ weekStart }: { weekStart: string }) {
  const translate = useTranslate();
  const eligible = useEligibility(weekStart);
  const d = (m: number) => formatDuration(m, translate);
  if (eligible.isPending) return <Skeleton variant="text" width="60%" />;
  if (eligible.error)
    return (
      <Alert severity="error">
        {serverMessage(eligible.error) ?? translate('app.notify.fetch_error')}
      </Alert>
    );
  const e: OvertimeEligibility = eligible.data;
  if (e.contracted_minutes === null)
    return <Alert severity="info">{translate('app.billing.overtime.no_contract')}</Alert>;
  return (
    <Alert severity={e.remaining_minutes > 0 ? 'info' : 'warning'} data-testid="overtime-eligible">
      {translate('app.billing.overtime.eligible', {
        worked: d(e.worked_minutes),
        contracted: d(e.contracted_minutes),
        requested: d(e.requested_minutes),
        remaining: d(e.remaining_minutes),
      })}
    </Alert>
  );
}

export function OvertimeRequestForm() {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.billing.overtime.${key}`);
  const notify = useAppNotify();
  const refresh = useRefreshAfterWrite();
  const queryClient = useQueryClient();
  const [create, { isPending: saving }] = useCreate();
  const own = useGetList(keyOfName('employee'), { pagination: { page: 1, perPage: 1 } });
  const [form, setForm] = useState({ week_start: '', minutes: '', reason: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saturday = form.week_start !== '' && isSaturday(form.week_start);
  const employeeId = own.data?.[0]?.id;
  // The week stays chosen after a request is sent; what was typed is the minutes and reason.
  useUnsavedChangesGuard(form.minutes !== '' || form.reason !== '');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    void create(
      keyOfName('over-time'),
      {
        data: {
          employee_id: employeeId,
          week_start: form.week_start,
          minutes: Number(form.minutes),
          reason: form.reason,
        },
      },
      {
        onSuccess: () => {
          notify.success(t('sent'));
          setForm({ week_start: form.week_start, minutes: '', reason: '' });
          void queryClient.invalidateQueries({ queryKey: ['app', 'billing', 'eligible'] });
          refresh();
        },
        onError: (error) => {
          setErrors(fieldErrors(error));
          notify.error(serverMessage(error) ?? translate('app.notify.generic_error'));
        },
      },
    );
  };

  return (
    <Card component="form" onSubmit={submit} noValidate sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('request')}
        </Typography>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="date"
              required
              label={t('week')}
              value={form.week_start}
              onChange={(e) => setForm((f) => ({ ...f, week_start: e.target.value }))}
              error={(form.week_start !== '' && !saturday) || errors.week_start !== undefined}
              helperText={
                form.week_start !== '' && !saturday ? t('not_saturday') : errors.week_start
              }
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="number"
              required
              label={t('minutes')}
              value={form.minutes}
              onChange={(e) => setForm((f) => ({ ...f, minutes: e.target.value }))}
              error={errors.minutes !== undefined}
              helperText={errors.minutes}
              slotProps={{ htmlInput: { min: 1, step: 1 } }}
            />
          </Stack>
          {saturday && <EligibilityNote weekStart={form.week_start} />}
          <TextField
            required
            label={t('reason')}
            value={form.reason}
            onChange={(e) => setForm((f) => ({ ...f, reason: e.target.value }))}
            error={errors.reason !== undefined}
            helperText={errors.reason ?? errors.employee_id}
          />
          <div>
            <Button
              type="submit"
              variant="contained"
              disabled={
                !saturday ||
                saving ||
                employeeId === undefined ||
                form.minutes === '' ||
                form.reason.trim() === ''
              }
            >
              {t('submit')}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
