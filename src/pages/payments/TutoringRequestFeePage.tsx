import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router-dom';
import { useApi } from '../../lib/api';
import { useMoney } from '../../lib/format';
import { AuthLayout } from '../auth/AuthLayout';
import { messageOf, statusOf } from '../auth/submitErrors';

interface FeeState {
  /** Major units. */
  fee: number;
  fee_status: 'awaiting' | 'paid';
}

/**
 * The provider's notice usually follows the payer back within seconds; the page asks this often,
 * this many times, before saying the confirmation is taking longer.
 */
const POLL_MS = 2_000;
const POLLS = 15;

function useFeeState(reference: string | undefined, poll: boolean) {
  const api = useApi();
  const [polls, setPolls] = useState(0);
  const query = useQuery({
    queryKey: ['app', 'public', 'tutoring-request-fee', reference],
    queryFn: async (): Promise<FeeState | null> => {
      setPolls((count) => count + 1);
      try {
        return (await api('GET', `public/tutoring-request/fee/${reference ?? ''}`))
          .data as FeeState;
      } catch (failure) {
        if (statusOf(failure) === 404) return null;
        throw failure;
      }
    },
    staleTime: 0,
    refetchInterval: (current) =>
      poll && current.state.data?.fee_status === 'awaiting' && polls < POLLS ? POLL_MS : false,
  });
  return { ...query, gaveUp: polls >= POLLS, restart: () => setPolls(0) };
}

/**
 * `/tutoring-request-fee/{reference}`: where the payment provider sends a visitor back after
 * paying a tutoring request's fee (`?payment=paid`) or giving up (`?payment=cancelled`), and the
 * page they keep to pay it later. It shows the fee's real state from the server: after paying,
 * "being confirmed" until the provider's notice is recorded, asked again every few seconds. The
 * reference is signed by the server, so the page shows only the fee of the request it names.
 */
export function TutoringRequestFeePage() {
  const translate = useTranslate();
  const money = useMoney();
  const api = useApi();
  const { reference } = useParams();
  const [search] = useSearchParams();
  const outcome = search.get('payment');
  const state = useFeeState(reference, outcome === 'paid');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const pay = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await api('POST', `public/tutoring-request/fee/${reference ?? ''}/checkout`);
      window.location.assign((answer.data as { checkout_url: string }).checkout_url);
    } catch (caught) {
      setError(caught);
      setBusy(false);
      void state.refetch();
    }
  };

  const fee = state.data;
  const amount = fee ? money(fee.fee) : '';
  const payButton = (
    <Button variant="contained" onClick={() => void pay()} disabled={busy}>
      {translate('app.payments.fee_page.pay')}
    </Button>
  );
  let content;
  if (state.isPending) content = <Skeleton variant="rounded" height={120} aria-busy="true" />;
  else if (state.isError) content = <Alert severity="error">{messageOf(state.error)}</Alert>;
  else if (!fee)
    content = <Alert severity="warning">{translate('app.payments.fee_page.not_found')}</Alert>;
  else if (fee.fee_status === 'paid')
    content = (
      <Alert severity="success">{translate('app.payments.fee_page.paid', { amount })}</Alert>
    );
  else if (outcome === 'paid' && !state.gaveUp)
    content = (
      <Alert severity="info" icon={<CircularProgress size={20} aria-hidden />} role="status">
        {translate('app.payments.fee_page.confirming', { amount })}
      </Alert>
    );
  else if (outcome === 'paid')
    content = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info">{translate('app.payments.fee_page.still_confirming')}</Alert>
        <Button
          onClick={() => {
            state.restart();
            void state.refetch();
          }}
        >
          {translate('app.payments.fee_page.check_again')}
        </Button>
      </Stack>
    );
  else
    content = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity={outcome === 'cancelled' ? 'warning' : 'info'}>
          {translate(
            outcome === 'cancelled'
              ? 'app.payments.fee_page.cancelled'
              : 'app.payments.fee_page.awaiting',
            { amount },
          )}
        </Alert>
        {payButton}
      </Stack>
    );
  return (
    <AuthLayout title={translate('app.payments.fee_page.title')}>
      <Stack spacing={2} sx={{ mt: 2 }}>
        {content}
        {error ? <Alert severity="error">{messageOf(error)}</Alert> : null}
      </Stack>
    </AuthLayout>
  );
}
