import {
  email as emailFormat,
  PasswordInput,
  required,
  TextInput,
  useTranslate,
  minLength,
} from 'react-admin';
import { matchesPassword } from './passwordMatch';

/** The e-mail field every auth form starts with. */
export function EmailInput({ error }: { error?: boolean }) {
  const translate = useTranslate();
  return (
    <TextInput
      source="email"
      type="email"
      label={translate('app.auth.email')}
      autoComplete="email"
      validate={[required(), emailFormat()]}
      error={error || undefined}
    />
  );
}

/** A new password and its confirmation, checked as the server checks them (8 or more, equal). */
export function NewPasswordInputs() {
  const translate = useTranslate();
  return (
    <>
      <PasswordInput
        source="password"
        label={translate('app.auth.password')}
        autoComplete="new-password"
        validate={[required(), minLength(8)]}
      />
      <PasswordInput
        source="password_confirmation"
        label={translate('app.auth.password_confirmation')}
        autoComplete="new-password"
        validate={[required(), matchesPassword(translate('app.auth.password_mismatch'))]}
      />
    </>
  );
}
