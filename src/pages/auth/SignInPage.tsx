import { Alert, Box, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Form,
  PasswordInput,
  required,
  useAuthProvider,
  useNavigate,
  useNotificationContext,
  useTranslate,
} from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { AuthLayout } from './AuthLayout';
import { EmailInput } from './AuthInputs';
import { AuthLink } from './AuthLink';
import { fieldErrorsOf, messageOf, statusOf } from './submitErrors';
import { SubmitButton } from './SubmitButton';

interface Credentials {
  email: string;
  password: string;
}

/**
 * /auth/signin, also react-admin's login page. The auth provider signs in, loads the user and
 * answers where to go (`next` if present, else `/`).
 *
 * This is react-admin's useLogin with one step more: the page lives on a no-layout route, so
 * react-admin's routes stay mounted and keep the "not authenticated" answer they cached while
 * the visitor was here; going on with it would log the fresh session straight out. Resetting
 * the `auth` queries before navigating makes them ask again.
 */
export function SignInPage() {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { resetNotifications } = useNotificationContext();
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (values: Record<string, unknown>) => {
    setError(null);
    const { email, password } = values as unknown as Credentials;
    try {
      const answer: unknown = await authProvider?.login({ email, password });
      resetNotifications();
      await queryClient.resetQueries({ queryKey: ['auth'] });
      const to = (answer as { redirectTo?: unknown } | undefined)?.redirectTo;
      navigate(typeof to === 'string' ? to : '/');
      return undefined;
    } catch (e) {
      // The 422 always reads as this exact text, whatever field the server blamed.
      setError(
        statusOf(e) === 422
          ? translate('app.auth.signin.invalid')
          : (messageOf(e) ?? translate('app.auth.generic_error')),
      );
      return statusOf(e) === 422 ? undefined : fieldErrorsOf(e);
    }
  };

  return (
    <AuthLayout
      title={translate('app.auth.signin.title', { name: translate('app.brand.name') })}
      subtitle={translate('app.auth.signin.subtitle')}
    >
      <Form onSubmit={onSubmit} noValidate>
        {error && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        <EmailInput error={error !== null} />
        <PasswordInput
          source="password"
          label={translate('app.auth.password')}
          autoComplete="current-password"
          validate={required()}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }}>
          <AuthLink to="/auth/forgot-password">{translate('app.auth.signin.forgot')}</AuthLink>
        </Box>
        <SubmitButton label={translate('app.auth.signin.submit')} />
      </Form>
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {translate('app.auth.signin.new_here')}{' '}
        <AuthLink to="/auth/signup">{translate('app.auth.signin.create')}</AuthLink>
      </Typography>
    </AuthLayout>
  );
}
