import type { ReactNode } from 'react';
import {
  SaveButton,
  ShowButton,
  Toolbar,
  TopToolbar,
  useCanAccess,
  useResourceContext,
  type ValidateForm,
} from 'react-admin';
import { AppEdit } from '../../../lib/crud';
import type { Resource } from '../../../../schema';
import { DeleteRowButton } from '../list/DeleteRowButton';
import { useResourceLabel } from '../useResourceLabel';
import { GeneratedForm } from './GeneratedForm';
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

function EditActions({ r, children }: { r: Resource; children?: ReactNode }) {
  return (
    <TopToolbar>
      {children}
      {r.operations.includes('show') && <ShowButton />}
    </TopToolbar>
  );
}

/**
 * The edit screen of any configured resource. Pessimistic, so a 422 lands on the form fields
 * instead of being undone after the fact. `actions` are a resource's own buttons, shown in the
 * top toolbar beside the show button.
 */
export function GenericEdit({
  r,
  actions,
  children,
  validate,
}: {
  r: Resource;
  actions?: ReactNode;
  /** A resource's own inputs instead of the generated ones (fields that depend on others). */
  children?: ReactNode;
  /** Rules across fields, checked in the browser before the server checks them again. */
  validate?: ValidateForm;
}) {
  const mutationOptions = useSaveNotifications(r, 'updated');
  return (
    <AppEdit
      mutationMode="pessimistic"
      mutationOptions={mutationOptions}
      actions={<EditActions r={r}>{actions}</EditActions>}
    >
      <GeneratedForm r={r} mode="edit" toolbar={<EditToolbar r={r} />} validate={validate}>
        {children}
      </GeneratedForm>
    </AppEdit>
  );
}
