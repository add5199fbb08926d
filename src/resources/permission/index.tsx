import type { ResourceProps } from 'react-admin';
import { getResource } from '../../config';
import { GenericEdit } from '../generic/views/GenericEdit';
import { ConfigDefinedNote } from './ConfigDefinedNote';
import { isDeletablePermission } from './deletable';
import { PermissionList } from './PermissionList';

const permission = getResource('permission');

/**
 * /rolePermission/basic: the list names subjects and actions in the user's language, and
 * neither the list nor the edit form offers to delete a permission the config defines.
 */
export const permissionOverrides: Partial<ResourceProps> = {
  list: <PermissionList />,
  edit: (
    <GenericEdit
      r={permission}
      keep={{ when: (record) => !isDeletablePermission(record), note: <ConfigDefinedNote /> }}
    />
  ),
};
