import Box from '@mui/material/Box';
import { ShowButton, useCanAccess, useRecordContext, useResourceContext } from 'react-admin';
import { getResource } from '../../config';
import { DeleteRowButton } from '../generic/list/DeleteRowButton';
import { useResourceLabel } from '../generic/useResourceLabel';
import { ConfigDefinedNote } from './ConfigDefinedNote';
import { isDeletablePermission } from './deletable';

const permission = getResource('permission');

/** Show, then delete for a permission the config no longer defines, or a lock saying why not. */
export function PermissionRowActions() {
  const record = useRecordContext();
  const resource = useResourceContext() ?? permission.name;
  const item = useResourceLabel(permission);
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource });
  if (!record) return null;
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 0.5 }}
      onClick={(e) => e.stopPropagation()}
    >
      <ShowButton label="" />
      {canDelete &&
        (isDeletablePermission(record) ? <DeleteRowButton item={item} /> : <ConfigDefinedNote />)}
    </Box>
  );
}
