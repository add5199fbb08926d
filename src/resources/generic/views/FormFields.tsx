import type { ReactNode } from 'react';
import type { Resource } from '../../../../schema';
import { writableFields } from '../../../config';
import { getInputForField } from '../getInputForField';
import { fieldLabel } from '../labels';

/** Which writable fields a form shows; all of them unless an override narrows it. */
export type FieldFilter = (field: string) => boolean;

/** One input per writable config field, in config order. */
export function formFields(r: Resource, mode: 'create' | 'edit', show: FieldFilter = () => true) {
  return writableFields(r)
    .filter(([source]) => show(source))
    .map(([source, def]) => (
      <FieldSlot key={source}>
        {getInputForField({ source, def, label: fieldLabel(r, source), mode })}
      </FieldSlot>
    ));
}

/** Keeps each input full width on phones and at a readable width on wide screens. */
function FieldSlot({ children }: { children: ReactNode }) {
  return <div style={{ width: '100%', maxWidth: 640 }}>{children}</div>;
}
