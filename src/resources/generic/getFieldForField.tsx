import type { ReactElement } from 'react';
import {
  BooleanField,
  EmailField,
  ReferenceArrayField,
  ReferenceField,
  RichTextField,
  SingleFieldList,
  ChipField,
  TextField,
} from 'react-admin';
import type { FieldDef } from '../../../schema';
import { enums } from '../../../schema';
import { getResource, keyOfName } from '../../config';
import { ColorValueField } from './fields/ColorValueField';
import { DateValueField } from './fields/DateValueField';
import { EnumValueField } from './fields/EnumValueField';
import { FileValueField } from './fields/FileValueField';
import { ImageValueField } from './fields/ImageValueField';
import { LinkValueField } from './fields/LinkValueField';
import { MoneyValueField } from './fields/MoneyValueField';
import { NumberValueField } from './fields/NumberValueField';
import { PermissionMatrixField } from './inputs/permissionMatrix/PermissionMatrixField';
import { Verbatim } from '../../lib/Verbatim';
import { isTypedText, RecordTitle } from './titleSource';

export interface FieldOptions {
  source: string;
  def: FieldDef;
  /** Translated label, for alternative texts. */
  label: string;
}

/** A list of ids of `resource`'s rows, as chips of their titles (one fetch for a whole page). */
export function ReferenceChips({ source, resource }: { source: string; resource: string }) {
  return (
    <ReferenceArrayField source={source} reference={keyOfName(resource)}>
      <SingleFieldList linkType={false}>
        <ChipField source={getResource(resource).title} size="small" />
      </SingleFieldList>
    </ReferenceArrayField>
  );
}

/**
 * The one registry from a config field type to a display component (list cells and show).
 * Returns null for fields that are never displayed (passwords). Text a person typed is marked so
 * (`data-verbatim`): it is shown as typed, digits and all.
 */
export function getFieldForField(options: FieldOptions): ReactElement | null {
  const field = fieldFor(options);
  return field && isTypedText(options.def) ? <Verbatim>{field}</Verbatim> : field;
}

function fieldFor({ source, def, label }: FieldOptions): ReactElement | null {
  switch (def.type) {
    case 'text':
    case 'phone':
    case 'textarea':
      return <TextField source={source} />;
    case 'email':
      return <EmailField source={source} />;
    case 'link':
      return <LinkValueField source={source} />;
    case 'color':
      return <ColorValueField source={source} />;
    case 'password':
      return null;
    case 'richText':
      return <RichTextField source={source} />;
    case 'json':
      return <TextField source={source} />;
    case 'integer':
      return <NumberValueField source={source} />;
    case 'money':
      return <MoneyValueField source={source} />;
    case 'boolean':
      return <BooleanField source={source} />;
    case 'date':
    case 'datetime':
    case 'time':
      return <DateValueField source={source} kind={def.type} />;
    case 'choice':
      return enums[def.enum] ? <EnumValueField source={source} enumName={def.enum} /> : null;
    case 'reference':
      return (
        <ReferenceField source={source} reference={keyOfName(def.resource)}>
          <RecordTitle resource={def.resource} />
        </ReferenceField>
      );
    case 'references':
      if (def.input === 'permissionMatrix')
        return <PermissionMatrixField source={source} label={label} reference={def.resource} />;
      return <ReferenceChips source={source} resource={def.resource} />;
    case 'image':
      return <ImageValueField source={source} fieldName={label} />;
    case 'file':
      return <FileValueField source={source} />;
  }
}
