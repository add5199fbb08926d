import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { FetchErrorAlert } from '../../components/fetch-error';
import { useApi } from '../../lib/api';
import { useAppNotify } from '../../lib/notify';
import { useUnsavedChangesGuard } from '../../lib/unsaved';
import { fieldErrors, serverMessage } from '../../providers/data';
import { PanelPage } from '../panels/PanelPage';

interface PaymentSettings {
  online_bank_account_id: number | null;
  online_minimum_percent: number;
  tutoring_request_fee: number;
}

type Values = Record<keyof PaymentSettings, string>;

const toValues = (settings: PaymentSettings): Values => ({
  online_bank_account_id:
    settings.online_bank_account_id === null ? '' : String(settings.online_bank_account_id),
  online_minimum_percent: String(settings.online_minimum_percent),
  tutoring_request_fee: String(settings.tutoring_request_fee),
});

const QUERY_KEY = ['app', 'payment-settings'];

/**
 * The centre's payment settings (`/admin/payment-settings`): the account online payments are
 * recorded to, the minimum part payment and the tutoring request fee, saved with
 * `PUT /api/payment-settings`, which checks each value.
 */
export function PaymentSettingsPage() {
  const translate = useTranslate();
  const api = useApi();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: QUERY_KEY,
    queryFn: async () => (await api('GET', 'payment-settings')).data as PaymentSettings,
    staleTime: 0,
  });
  return (
    <PanelPage title={translate('app.payments.settings.title')}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate('app.payments.settings.hint')}
      </Alert>
      {error ? (
        <FetchErrorAlert onRetry={() => void refetch()} />
      ) : isPending ? (
        <Stack spacing={2} aria-busy="true">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} />
          ))}
        </Stack>
      ) : (
        <PaymentSettingsForm stored={data} />
      )}
    </PanelPage>
  );
}

function PaymentSettingsForm({ stored }: { stored: PaymentSettings }) {
  const translate = useTranslate();
  const notify = useAppNotify();
  const api = useApi();
  const queryClient = useQueryClient();
  const accounts = useGetList('bank-account', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'account_name', order: 'ASC' },
  });
  const [values, setValues] = useState<Values>(() => toValues(stored));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  useUnsavedChangesGuard(dirty);
  const label = (name: keyof Values) => translate(`app.payments.settings.fields.${name}`);

  const change = (name: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => ({ ...e, [name]: undefined }));
    setDirty(true);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    try {
      const answer = await api('PUT', 'payment-settings', { body: values });
      setValues(toValues(answer.data as PaymentSettings));
      setDirty(false);
      notify.success(translate('app.payments.settings.saved'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['app', 'online-payment', 'config'] }),
      ]);
    } catch (failure) {
      setErrors(fieldErrors(failure));
      notify.error(serverMessage(failure) ?? translate('app.notify.save_error'));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof Values) => ({
    name,
    label: label(name),
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    error: Boolean(errors[name]),
    fullWidth: true,
  });

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}
    >
      <Stack spacing={2.5}>
        <TextField
          select
          {...field('online_bank_account_id')}
          helperText={errors.online_bank_account_id}
        >
          <MenuItem value="">{translate('app.payments.settings.none')}</MenuItem>
          {(accounts.data ?? []).map((account) => (
            <MenuItem key={account.id} value={String(account.id)}>
              {`${String(account.account_name)} · ${String(account.account_number)}`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          type="number"
          required
          {...field('online_minimum_percent')}
          helperText={
            errors.online_minimum_percent ??
            translate('app.payments.settings.helpers.online_minimum_percent')
          }
          slotProps={{ htmlInput: { min: 1, max: 100, step: 1 } }}
        />
        <TextField
          type="number"
          {...field('tutoring_request_fee')}
          helperText={
            errors.tutoring_request_fee ??
            translate('app.payments.settings.helpers.tutoring_request_fee')
          }
          slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={saving || !dirty}>
            {translate('app.payments.settings.save')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
