import type { ReferenceField, ReferencesField } from '../../../schema';
import { getResource } from '../../config';

/** Only active rows (and rows matching `where`) are offered for selection. */
export function referenceFilter(def: ReferenceField | ReferencesField): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (def.activeOnly) filter.is_active = 1;
  if (def.type === 'reference' && def.where) Object.assign(filter, def.where);
  return filter;
}

/**
 * The order choices are offered in: the list's own arrangement where it has one (the basic lists,
 * attendance statuses), otherwise react-admin's default.
 */
export function referenceSort(
  def: ReferenceField | ReferencesField,
): { field: string; order: 'ASC' } | undefined {
  const arranged = getResource(def.resource).arrangeOrder;
  return arranged ? { field: arranged.field, order: 'ASC' } : undefined;
}
