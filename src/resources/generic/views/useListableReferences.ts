import { useCanAccessResources } from 'react-admin';
import type { FieldDef, Resource } from '../../../../schema';
import { keyOfName } from '../../../config';
import type { FieldFilter } from './FormFields';

const pickerOf = (def: FieldDef | undefined) =>
  def?.type === 'reference' || def?.type === 'references' ? keyOfName(def.resource) : undefined;

/**
 * Keeps off a form the pickers whose choices the user may not list: such a picker could only
 * fail to load (a student filing a cancel request may not list the tutors an admin picks a
 * replacement from). Undefined until the user's abilities are known.
 */
export function useListableReferences(r: Resource): FieldFilter | undefined {
  const resources = [...new Set(Object.values(r.fields).map(pickerOf))].filter(
    (key): key is string => key !== undefined,
  );
  const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources });
  if (isPending || !canAccess) return undefined;
  return (field) => {
    const picker = pickerOf(r.fields[field]);
    return picker === undefined || canAccess[picker] === true;
  };
}
