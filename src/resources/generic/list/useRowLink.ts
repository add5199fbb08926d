import { useCanAccess, useResourceContext } from 'react-admin';
import type { Resource } from '../../../../schema';

/**
 * Where a click on a row goes: the edit form for those who may edit, else the show screen, so
 * a reader (a student following their complaint) is never sent to a form they would be refused.
 */
export function useRowLink(r: Resource): 'edit' | 'show' | false {
  const resource = useResourceContext() ?? r.name;
  const { canAccess: canEdit } = useCanAccess({ action: 'edit', resource });
  if (r.operations.includes('update') && canEdit === true) return 'edit';
  return r.operations.includes('show') ? 'show' : false;
}
