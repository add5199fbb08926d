import type { ReactNode } from 'react';
import type { Resource } from '../../../../schema';
import { writableFields } from '../../../config';
import { getInputForField } from '../getInputForField';
import { fieldLabel } from '../labels';

/** One input per writable config field, in config order. */
export function formFields(r: Resource, mode: 'create' | 'edit') {
  return writableFields(r).map(([source, def]) => (
    <FieldSlot key={source}>
      {getInputForField({ source, def, label: fieldLabel(r, source), mode })}
    </FieldSlot>
  ));
}

/** Keeps each input full width on phones and at a readable width on wide screens. */
function FieldSlot({ children }: { children: ReactNode }) {
  return <div style={{ width: '100%', maxWidth: 640 }}>{children}</div>;
}
