import { Typography } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { EmailInput } from './AuthInputs';
import { AuthLayout } from './AuthLayout';
import { AuthLink } from './AuthLink';
import { StatusAlert } from './StatusAlert';
import { SubmitButton } from './SubmitButton';
import { useAuthCall } from './useAuthCall';

/** /auth/forgot-password: `POST /api/forgot-password` always answers the same (no probing). */
export function ForgotPasswordPage() {
  const translate = useTranslate();
  const { state, submit } = useAuthCall('forgot-password');
  return (
    <AuthLayout
      title={translate('app.auth.forgot.title')}
      subtitle={translate('app.auth.forgot.subtitle')}
    >
      <StatusAlert state={state} done={translate('app.auth.forgot.done')} />
      {state.kind !== 'done' && (
        <Form onSubmit={submit} noValidate>
          <EmailInput />
          <SubmitButton label={translate('app.auth.forgot.submit')} />
        </Form>
      )}
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        <AuthLink to="/auth/signin">{translate('app.auth.back_to_signin')}</AuthLink>
      </Typography>
    </AuthLayout>
  );
}
