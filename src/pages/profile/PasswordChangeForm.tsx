import { useState } from 'react';
import { Form, PasswordInput, SaveButton, minLength, required, useTranslate } from 'react-admin';
import { matchesPassword } from '../auth/passwordMatch';
import { useProfileSubmit } from './useProfileSubmit';

/** The current password, then the new one twice; other sessions of the user end on success. */
export function PasswordChangeForm() {
  const translate = useTranslate();
  const submit = useProfileSubmit('PUT', 'user/password', 'app.profile.password.saved');
  // A fresh form after each change, so the typed passwords do not stay on screen.
  const [round, setRound] = useState(0);
  return (
    <Form
      key={round}
      onSubmit={async (values: Record<string, unknown>) => {
        const errors = await submit(values);
        if (!errors) setRound((r) => r + 1);
        return errors;
      }}
    >
      <PasswordInput
        source="current_password"
        label={translate('app.profile.password.current')}
        autoComplete="current-password"
        validate={required()}
      />
      <PasswordInput
        source="password"
        label={translate('app.profile.password.new')}
        autoComplete="new-password"
        validate={[required(), minLength(8)]}
      />
      <PasswordInput
        source="password_confirmation"
        label={translate('app.profile.password.confirm')}
        autoComplete="new-password"
        validate={[required(), matchesPassword(translate('app.auth.password_mismatch'))]}
      />
      <SaveButton label={translate('app.profile.password.save')} />
    </Form>
  );
}
