import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { ShowButton, useCanAccess, useResourceContext } from 'react-admin';
import type { Resource } from '../../../../schema';
import { useResourceLabel } from '../useResourceLabel';
import { DeleteRowButton } from './DeleteRowButton';

/**
 * The last column: a resource's own buttons, then show and delete, each only when the config and
 * the user's abilities allow.
 */
export function RowActions({ r, children }: { r: Resource; children?: ReactNode }) {
  const resource = useResourceContext() ?? r.name;
  const item = useResourceLabel(r);
  const { canAccess: canDelete } = useCanAccess({ action: 'delete', resource });
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}
      onClick={(e) => e.stopPropagation()}
    >
      {children}
      {r.operations.includes('show') && <ShowButton label="" />}
      {r.operations.includes('delete') && canDelete && <DeleteRowButton item={item} />}
    </Box>
  );
}
