import { Alert, Typography } from '@mui/material';
import { Form, useLocation, useTranslate } from 'react-admin';
import { AuthLayout } from './AuthLayout';
import { AuthLink } from './AuthLink';
import { NewPasswordInputs } from './AuthInputs';
import { StatusAlert } from './StatusAlert';
import { statusOf } from './submitErrors';
import { SubmitButton } from './SubmitButton';
import { useAuthCall } from './useAuthCall';

/** /auth/reset-password?token=…&email=… from the e-mailed link: `POST /api/reset-password`. */
export function ResetPasswordPage() {
  const translate = useTranslate();
  const query = new URLSearchParams(useLocation().search);
  const token = query.get('token') ?? '';
  const email = query.get('email') ?? '';
  const { state, submit } = useAuthCall('reset-password', (e) =>
    statusOf(e) === 422 ? translate('app.auth.invalid_link') : undefined,
  );

  return (
    <AuthLayout
      title={translate('app.auth.reset.title')}
      subtitle={email ? translate('app.auth.reset.subtitle', { email }) : undefined}
    >
      {!token || !email ? (
        <Alert severity="error" role="alert">
          {translate('app.auth.reset.missing')}
        </Alert>
      ) : (
        <>
          <StatusAlert state={state} done={translate('app.auth.reset.done')} />
          {state.kind !== 'done' && (
            <Form
              onSubmit={(values: Record<string, unknown>) => submit({ ...values, token, email })}
              noValidate
            >
              <NewPasswordInputs />
              <SubmitButton label={translate('app.auth.reset.submit')} />
            </Form>
          )}
        </>
      )}
      <Typography
        sx={{
          mt: 3,
          textAlign: 'center',
          display: 'flex',
          gap: 2,
          justifyContent: 'center',
          flexWrap: 'wrap',
        }}
      >
        <AuthLink to="/auth/signin">{translate('app.auth.back_to_signin')}</AuthLink>
        {state.kind !== 'done' && (
          <AuthLink to="/auth/forgot-password">{translate('app.auth.reset.request_new')}</AuthLink>
        )}
      </Typography>
    </AuthLayout>
  );
}
