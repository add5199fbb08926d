import {
  BooleanField,
  TextField,
  useCanAccess,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { Resource } from '../../../../schema';
import { enums } from '../../../../schema';
import { getFieldForField, ReferenceChips } from '../getFieldForField';
import { MoneyValueField } from '../fields/MoneyValueField';
import { NumberValueField } from '../fields/NumberValueField';
import { DateValueField } from '../fields/DateValueField';
import { fieldLabel } from '../labels';
import type { Column } from './columns';
import { StatusCell } from './StatusCell';
import { composedTitleField } from '../titleSource';
import { ToggleCell } from './ToggleCell';

/** One list cell: the inline switch or status menu for those who may update, else the value. */
export function ListCell({ r, column }: { r: Resource; column: Column }) {
  const resource = useResourceContext() ?? r.name;
  const translate = useTranslate();
  const { canAccess: canUpdate } = useCanAccess({ action: 'edit', resource });
  const { source, def, kind, computed } = column;
  const mayChange = canUpdate === true && r.operations.includes('update');
  if (computed) {
    switch (computed.type) {
      case 'integer':
        return <NumberValueField source={source} />;
      case 'money':
        return <MoneyValueField source={source} />;
      case 'references':
        return <ReferenceChips source={source} resource={computed.resource} />;
    }
  }
  if (!def) {
    // System columns named in list.columns (id, created_at, …).
    return source.endsWith('_at') ? (
      <DateValueField source={source} kind="datetime" />
    ) : (
      <TextField source={source} />
    );
  }
  const title = composedTitleField(r, source);
  if (title) return title;
  if (kind === 'toggle') {
    return mayChange ? (
      <ToggleCell source={source} label={fieldLabel(r, source)} />
    ) : (
      <BooleanField source={source} />
    );
  }
  if (kind === 'status' && def.type === 'choice' && mayChange) {
    return <StatusCell source={source} enumName={def.enum} values={enums[def.enum]} />;
  }
  return getFieldForField({ source, def, label: translate(fieldLabel(r, source)) });
}
