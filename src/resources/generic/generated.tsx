import type { ResourceProps } from 'react-admin';
import type { Resource } from '../../../schema';
import { lazyNamed, OnDemand } from '../../routing';
import { RecordTitle } from './titleSource';

// Each screen is fetched when first shown: none of them is in the app's first download.
const GenericList = lazyNamed(() => import('./list/GenericList'), 'GenericList');
const GenericCreate = lazyNamed(() => import('./views/GenericCreate'), 'GenericCreate');
const GenericEdit = lazyNamed(() => import('./views/GenericEdit'), 'GenericEdit');
const GenericShow = lazyNamed(() => import('./views/GenericShow'), 'GenericShow');

export type GeneratedViews = Pick<
  ResourceProps,
  'list' | 'show' | 'create' | 'edit' | 'recordRepresentation'
>;

/**
 * How a record is named in links, titles and pickers: its title field, or for resources named in
 * each language (schema `titleIn`), the name in the reader's language.
 */
const representation = (r: Resource): GeneratedViews['recordRepresentation'] =>
  Object.keys(r.titleIn).length > 0 ? <RecordTitle resource={r.name} /> : r.title;

/** The screens of a configured resource, only for the operations its config offers. */
export function generated(r: Resource): GeneratedViews {
  const has = (op: Resource['operations'][number]) => r.operations.includes(op);
  // A resource without a route (settings) has no screens: only its data is used.
  if (!r.route) return { recordRepresentation: representation(r) };
  return {
    list: has('list') ? (
      <OnDemand>
        <GenericList r={r} />
      </OnDemand>
    ) : undefined,
    show: has('show') ? (
      <OnDemand>
        <GenericShow r={r} />
      </OnDemand>
    ) : undefined,
    create: has('create') ? (
      <OnDemand>
        <GenericCreate r={r} />
      </OnDemand>
    ) : undefined,
    edit: has('update') ? (
      <OnDemand>
        <GenericEdit r={r} />
      </OnDemand>
    ) : undefined,
    recordRepresentation: representation(r),
  };
}
