import {
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useCanAccess,
  useResourceContext,
} from 'react-admin';
import type { Resource } from '../../../../schema';
import { DeleteRowButton } from '../list/DeleteRowButton';
import { useResourceLabel } from '../useResourceLabel';
import { formFields } from './FormFields';
import { useSaveNotifications } from './useSaveNotifications';

function EditToolbar({ r }: { r: Resource }) {
  const resource = useResourceContext() ?? r.name;
  const item = useResourceLabel(r);
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource });
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {r.operations.includes('delete') && canDelete && (
        <DeleteRowButton item={item} redirectToList />
      )}
    </Toolbar>
  );
}

/**
 * The edit screen of any configured resource. Pessimistic, so a 422 lands on the form fields
 * instead of being undone after the fact.
 */
export function GenericEdit({ r }: { r: Resource }) {
  const mutationOptions = useSaveNotifications(r, 'updated');
  return (
    <Edit mutationMode="pessimistic" mutationOptions={mutationOptions}>
      <SimpleForm toolbar={<EditToolbar r={r} />}>{formFields(r, 'edit')}</SimpleForm>
    </Edit>
  );
}
