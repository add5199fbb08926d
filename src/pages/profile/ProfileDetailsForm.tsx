import { Stack } from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton, TextInput, maxLength, required, useTranslate } from 'react-admin';
import { getResource } from '../../config';
import { inputFor } from '../../resources/generic/views/FormFields';
import { AvatarCropInput } from './AvatarCropInput';
import { profileResourceOf, type OwnProfile } from './ownProfile';
import { useProfileSubmit } from './useProfileSubmit';

const ACCOUNT_FIELDS = ['first_name', 'last_name', 'phone'] as const;

/** The values to send: multipart when a new photo goes along, JSON otherwise. */
function bodyOf(values: Record<string, unknown>, fields: readonly string[], photo: File | null) {
  const picked = Object.fromEntries(fields.map((name) => [name, values[name] ?? null]));
  if (!photo) return picked;
  const form = new FormData();
  for (const [name, value] of Object.entries(picked))
    form.append(name, value === null ? '' : String(value));
  form.append('image', photo, photo.name);
  return form;
}

/** Name, phone and photo for everyone, and the profile fields a learner completes. */
export function ProfileDetailsForm({
  profile,
  onSaved,
}: {
  profile: OwnProfile;
  onSaved: () => Promise<void>;
}) {
  const translate = useTranslate();
  const [photo, setPhoto] = useState<File | null>(null);
  const submit = useProfileSubmit('PUT', 'user/profile', 'app.profile.details.saved');
  const resourceName = profileResourceOf(profile.kind);
  const input = resourceName ? inputFor(getResource(resourceName), 'edit') : undefined;
  const fields = [...ACCOUNT_FIELDS, ...profile.profile_fields];
  const record = { ...profile.profile, ...profile };

  return (
    <Form
      record={record}
      onSubmit={async (values: Record<string, unknown>) => {
        const errors = await submit(bodyOf(values, fields, photo));
        if (!errors) {
          setPhoto(null);
          await onSaved();
        }
        return errors;
      }}
    >
      <AvatarCropInput current={profile.image} onChange={setPhoto} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput
          source="first_name"
          label={translate('app.profile.details.first_name')}
          validate={[required(), maxLength(100)]}
        />
        <TextInput
          source="last_name"
          label={translate('app.profile.details.last_name')}
          validate={maxLength(100)}
        />
      </Stack>
      <TextInput source="phone" label={translate('app.profile.details.phone')} type="tel" />
      {input && profile.profile_fields.map((name) => <div key={name}>{input(name)}</div>)}
      <SaveButton label={translate('app.profile.details.save')} alwaysEnable={photo !== null} />
    </Form>
  );
}
