import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { LinkBase, useLocation, useTranslate } from 'react-admin';
import { useApi } from '../../lib/api';
import { AuthLayout } from './AuthLayout';
import { messageOf, statusOf } from './submitErrors';

/**
 * /auth/confirm-email?token=…, the link mailed to a new sign-in address: sends the token once on
 * arrival (`POST /api/user/email/confirm`), a query so a double render cannot spend it twice.
 */
export function ConfirmEmailPage() {
  const translate = useTranslate();
  const api = useApi();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const { isPending, isSuccess, error } = useQuery({
    queryKey: ['app', 'confirm-email', token],
    queryFn: () => api('POST', 'user/email/confirm', { body: { token } }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

  let content;
  if (!token) {
    content = (
      <Alert severity="error" role="alert">
        {translate('app.auth.verify.missing')}
      </Alert>
    );
  } else if (isPending) {
    content = (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} />
        <Typography>{translate('app.auth.verify.verifying')}</Typography>
      </Box>
    );
  } else if (isSuccess) {
    content = (
      <Alert severity="success" role="alert">
        {translate('app.profile.email.confirmed')}
      </Alert>
    );
  } else {
    content = (
      <Alert severity="error" role="alert">
        {statusOf(error) === 422
          ? (messageOf(error) ?? translate('app.auth.invalid_link'))
          : (messageOf(error) ?? translate('app.auth.generic_error'))}
      </Alert>
    );
  }

  return (
    <AuthLayout title={translate('app.profile.email.confirm_title')}>
      {content}
      <Button component={LinkBase} to="/" variant="contained" fullWidth sx={{ mt: 3 }}>
        {translate('app.auth.verify.continue')}
      </Button>
    </AuthLayout>
  );
}
