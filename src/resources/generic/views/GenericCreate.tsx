import type { ReactNode } from 'react';
import type { RaRecord, ValidateForm } from 'react-admin';
import { AppCreate } from '../../../lib/crud';
import type { Resource } from '../../../../schema';
import type { FieldFilter } from './FormFields';
import { GeneratedForm } from './GeneratedForm';
import { useSaveNotifications } from './useSaveNotifications';

/** Defaults from the config, so a new record starts as the server would fill it. */
const defaultsOf = (r: Resource) =>
  Object.fromEntries(
    Object.entries(r.fields)
      .filter(([, f]) => f.default !== undefined && f.readOnly !== true)
      .map(([name, f]) => [name, f.default]),
  );

interface GenericCreateProps {
  r: Resource;
  /** Values to start from (an applicant's name and e-mail), over the config defaults. */
  record?: Partial<RaRecord>;
  /** The fields to offer; every writable field by default. */
  fields?: FieldFilter;
  /** A resource's own inputs instead of the generated ones (fields that depend on others). */
  children?: ReactNode;
  /** Rules across fields, checked in the browser before the server checks them again. */
  validate?: ValidateForm;
  /** Where to go once saved: the list (default) or the new record's page. */
  goTo?: 'list' | 'show';
}

/** The create screen of any configured resource. */
export function GenericCreate({ r, record, fields, children, validate, goTo }: GenericCreateProps) {
  const mutationOptions = useSaveNotifications(r, 'created', goTo);
  return (
    <AppCreate mutationOptions={mutationOptions} record={record}>
      <GeneratedForm
        r={r}
        mode="create"
        show={fields}
        defaultValues={defaultsOf(r)}
        validate={validate}
      >
        {children}
      </GeneratedForm>
    </AppCreate>
  );
}
