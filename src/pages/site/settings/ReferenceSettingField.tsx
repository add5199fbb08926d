import { useEffect, useRef } from 'react';
import { ReferenceInput } from 'react-admin';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { SettingDef } from '../../../../schema';
import { getResource, keyOfName } from '../../../config';
import { TitledAutocompleteInput } from '../../../resources/generic/inputs/TitledAutocompleteInput';

type PickerValues = Record<string, number | null>;

const pickedId = (value: string): number | null => (/^\d+$/.test(value) ? Number(value) : null);

/**
 * A setting naming a record of another resource (the account online payments go to): react-admin's
 * reference picker, which searches the server as the admin types (a centre may keep hundreds of
 * accounts) and fetches the saved record by its id, so it shows by name whichever page it is on.
 * Clearing it clears the setting. The settings screen is not a react-admin form, so the picker
 * gets a form of its own, without a <form> element, and reports each choice up as the stored text.
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
  const resource = getResource(def.reference ?? '');
  const form = useForm<PickerValues>({ defaultValues: { [def.name]: pickedId(value) } });
  useEffect(() => {
    if (error) form.setError(def.name, { type: 'server', message: error });
    else form.clearErrors(def.name);
  }, [error, form, def.name]);
  return (
    <FormProvider {...form}>
      <ReportChoice name={def.name} onChange={onChange} />
      <ReferenceInput
        source={def.name}
        reference={keyOfName(resource.name)}
        sort={{ field: resource.title, order: 'ASC' }}
      >
        <TitledAutocompleteInput reference={resource.name} label={label} helperText={helperText} />
      </ReferenceInput>
    </FormProvider>
  );
}

/** Tells the screen of a new choice only, not of the value the picker started from. */
function ReportChoice({ name, onChange }: { name: string; onChange: (value: string) => void }) {
  const picked: unknown = useWatch({ name });
  const reported = useRef(picked);
  useEffect(() => {
    if (picked === reported.current) return;
    reported.current = picked;
    onChange(picked === null || picked === undefined || picked === '' ? '' : String(picked));
  }, [picked, onChange]);
  return null;
}
