import { Create, SimpleForm } from 'react-admin';
import type { Resource } from '../../../../schema';
import { formFields } from './FormFields';
import { useSaveNotifications } from './useSaveNotifications';

/** Defaults from the config, so a new record starts as the server would fill it. */
const defaultsOf = (r: Resource) =>
  Object.fromEntries(
    Object.entries(r.fields)
      .filter(([, f]) => f.default !== undefined && f.readOnly !== true)
      .map(([name, f]) => [name, f.default]),
  );

/** The create screen of any configured resource. */
export function GenericCreate({ r }: { r: Resource }) {
  const mutationOptions = useSaveNotifications(r, 'created');
  return (
    <Create mutationOptions={mutationOptions}>
      <SimpleForm defaultValues={defaultsOf(r)}>{formFields(r, 'create')}</SimpleForm>
    </Create>
  );
}
