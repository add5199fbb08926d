import type { ReactNode } from 'react';
import type { Resource } from '../../../../schema';
import { GenericList, ListActions } from '../../../resources/generic';

/**
 * The generated list of a results resource with an exam picker among its buttons, kept with its
 * buttons when empty: the way to the first marks or sheets is the picker.
 */
export function ListWithExamPicker({ r, picker }: { r: Resource; picker: ReactNode }) {
  return <GenericList r={r} empty={false} actions={<ListActions r={r}>{picker}</ListActions>} />;
}
