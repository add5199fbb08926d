import { Alert, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Form,
  PasswordInput,
  SaveButton,
  TextInput,
  email as emailFormat,
  required,
  useTranslate,
} from 'react-admin';
import type { OwnProfile } from './ownProfile';
import { useProfileSubmit } from './useProfileSubmit';

/**
 * A new sign-in address, confirmed by the link mailed to it; until then the current address
 * signs in, and the page says which address is waiting.
 */
export function EmailChangeForm({
  profile,
  onSaved,
}: {
  profile: OwnProfile;
  onSaved: () => Promise<void>;
}) {
  const translate = useTranslate();
  const submit = useProfileSubmit('PUT', 'user/email', 'app.profile.email.sent');
  const [round, setRound] = useState(0);
  return (
    <>
      <Typography sx={{ mb: 1 }}>
        {translate('app.profile.email.current', { email: profile.email })}
      </Typography>
      {profile.pending_email && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('app.profile.email.pending', { email: profile.pending_email })}
        </Alert>
      )}
      <Form
        key={round}
        onSubmit={async (values: Record<string, unknown>) => {
          const errors = await submit(values);
          if (!errors) {
            setRound((r) => r + 1);
            await onSaved();
          }
          return errors;
        }}
      >
        <TextInput
          source="email"
          type="email"
          label={translate('app.profile.email.new')}
          autoComplete="email"
          validate={[required(), emailFormat()]}
        />
        <PasswordInput
          source="current_password"
          label={translate('app.profile.password.current')}
          autoComplete="current-password"
          validate={required()}
        />
        <SaveButton label={translate('app.profile.email.save')} />
      </Form>
    </>
  );
}
