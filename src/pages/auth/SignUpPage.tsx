import { Box, Typography } from '@mui/material';
import { Form, required, TextInput, useLocation, useTranslate } from 'react-admin';
import { AuthLayout } from './AuthLayout';
import { AuthLink } from './AuthLink';
import { EmailInput, NewPasswordInputs } from './AuthInputs';
import { StatusAlert } from './StatusAlert';
import { SubmitButton } from './SubmitButton';
import { useAuthCall } from './useAuthCall';

/**
 * /auth/signup: `POST /api/register` creates a student account and e-mails a verification link.
 * A referral link's `?ref=` code goes with the request, so the affiliate who shared it is credited.
 */
export function SignUpPage() {
  const translate = useTranslate();
  const { state, submit } = useAuthCall('register');
  const ref = new URLSearchParams(useLocation().search).get('ref');
  const send = (body: Record<string, unknown>) => submit(ref ? { ...body, ref } : body);

  return (
    <AuthLayout
      title={translate('app.auth.signup.title')}
      subtitle={translate('app.auth.signup.subtitle')}
    >
      <StatusAlert state={state} done={translate('app.auth.signup.done')} />
      {state.kind !== 'done' && (
        <Form onSubmit={send} noValidate>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              gap: { sm: 2 },
            }}
          >
            <TextInput
              source="first_name"
              label={translate('app.auth.first_name')}
              autoComplete="given-name"
              validate={required()}
            />
            <TextInput
              source="last_name"
              label={translate('app.auth.last_name')}
              autoComplete="family-name"
            />
          </Box>
          <EmailInput />
          <NewPasswordInputs />
          <SubmitButton label={translate('app.auth.signup.submit')} />
        </Form>
      )}
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {translate('app.auth.signup.have_account')}{' '}
        <AuthLink to="/auth/signin">{translate('app.auth.signup.signin')}</AuthLink>
      </Typography>
    </AuthLayout>
  );
}
