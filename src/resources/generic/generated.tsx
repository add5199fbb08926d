import type { ResourceProps } from 'react-admin';
import type { Resource } from '../../../schema';
import { GenericList } from './list/GenericList';
import { GenericCreate } from './views/GenericCreate';
import { GenericEdit } from './views/GenericEdit';
import { GenericShow } from './views/GenericShow';

export type GeneratedViews = Pick<
  ResourceProps,
  'list' | 'show' | 'create' | 'edit' | 'recordRepresentation'
>;

/** The screens of a configured resource, only for the operations its config offers. */
export function generated(r: Resource): GeneratedViews {
  const has = (op: Resource['operations'][number]) => r.operations.includes(op);
  // A resource without a route (settings) has no screens: only its data is used.
  if (!r.route) return { recordRepresentation: r.title };
  return {
    list: has('list') ? <GenericList r={r} /> : undefined,
    show: has('show') ? <GenericShow r={r} /> : undefined,
    create: has('create') ? <GenericCreate r={r} /> : undefined,
    edit: has('update') ? <GenericEdit r={r} /> : undefined,
    recordRepresentation: r.title,
  };
}
