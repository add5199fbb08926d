import type { ReferenceField, ReferencesField } from '../../../schema';

/** Only active rows (and rows matching `where`) are offered for selection. */
export function referenceFilter(def: ReferenceField | ReferencesField): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  if (def.activeOnly) filter.is_active = 1;
  if (def.type === 'reference' && def.where) Object.assign(filter, def.where);
  return filter;
}
