import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useGetList, useTranslate } from 'react-admin';
import type { SettingDef } from '../../../../schema';
import { getResource, keyOfName } from '../../../config';
import { useTitleIn } from '../../../resources/generic/titleSource';

/**
 * A setting naming a record of another resource (the account online payments go to): a picker of
 * its records by their title, and "none", which clears the setting.
 */
export function ReferenceSettingField({
  def,
  label,
  value,
  error,
  helperText,
  onChange,
}: {
  def: SettingDef;
  label: string;
  value: string;
  error?: string;
  helperText?: string;
  onChange: (value: string) => void;
}) {
  const translate = useTranslate();
  const resource = getResource(def.reference ?? '');
  const titleOf = useTitleIn(resource.name);
  const records = useGetList(keyOfName(resource.name), {
    pagination: { page: 1, perPage: 100 },
    sort: { field: resource.title, order: 'ASC' },
  });
  return (
    <TextField
      select
      name={def.name}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
    >
      <MenuItem value="">{translate('app.site.settings.none')}</MenuItem>
      {(records.data ?? []).map((record) => (
        <MenuItem key={record.id} value={String(record.id)}>
          {titleOf(record)}
        </MenuItem>
      ))}
    </TextField>
  );
}
