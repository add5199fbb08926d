import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { LinkBase, useLocation, useTranslate } from 'react-admin';
import { useApi } from '../../lib/api';
import { AuthLayout } from './AuthLayout';
import { messageOf, statusOf } from './submitErrors';

export interface OneTimeLinkPageProps {
  /** The call that spends the link's token: `email/verify`. */
  path: string;
  /** Texts: the page title and what a spent link did. */
  titleKey: string;
  doneKey: string;
}

/**
 * A page a mailed one-time link opens (`?token=…`): sends the token once on arrival. A query
 * rather than an effect, so the one-time token is not spent twice by a double render.
 */
export function OneTimeLinkPage({ path, titleKey, doneKey }: OneTimeLinkPageProps) {
  const translate = useTranslate();
  const api = useApi();
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const { isPending, isSuccess, error } = useQuery({
    queryKey: ['app', path, token],
    queryFn: () => api('POST', path, { body: { token } }),
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
        {translate(doneKey)}
      </Alert>
    );
  } else {
    content = (
      <Alert severity="error" role="alert">
        {statusOf(error) === 422
          ? translate('app.auth.invalid_link')
          : (messageOf(error) ?? translate('app.auth.generic_error'))}
      </Alert>
    );
  }

  return (
    <AuthLayout title={translate(titleKey)}>
      {content}
      <Button component={LinkBase} to="/" variant="contained" fullWidth sx={{ mt: 3 }}>
        {translate('app.auth.verify.continue')}
      </Button>
    </AuthLayout>
  );
}
