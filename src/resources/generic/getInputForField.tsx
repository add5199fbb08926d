import type { ReactElement } from 'react';
import {
  BooleanInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  PasswordInput,
  ReferenceArrayInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  TimeInput,
} from 'react-admin';
import type { FieldDef } from '../../../schema';
import { enums } from '../../../schema';
import { keyOfName } from '../../config';
import { FileUploadInput } from './inputs/FileUploadInput';
import { FilteredReferenceInput } from './inputs/FilteredReferenceInput';
import { ImageUploadInput } from './inputs/ImageUploadInput';
import { LazyRichTextInput } from './inputs/LazyRichTextInput';
import { PermissionMatrixInput } from './inputs/permissionMatrix/PermissionMatrixInput';
import { enumChoices } from './labels';
import { referenceFilter, referenceSort } from './referenceFilter';
import {
  TitledAutocompleteArrayInput,
  TitledAutocompleteInput,
} from './inputs/TitledAutocompleteInput';
import { validatorsFor } from './validators';

export interface InputOptions {
  source: string;
  def: FieldDef;
  /** i18n key of the label. */
  label: string;
  mode: 'create' | 'edit';
}

/** The one registry from a config field type to a form input. */
/** The input's 'HH:mm' as it is; an emptied input is null. */
const keepTimeOfDay = (value: string) => (value === '' ? null : value);

export function getInputForField({ source, def, label, mode }: InputOptions): ReactElement {
  const validate = validatorsFor(def, mode);
  const common = { source, label, validate };
  switch (def.type) {
    case 'text':
      return <TextInput {...common} />;
    case 'email':
      return <TextInput {...common} type="email" />;
    case 'link':
      // A browser's url input refuses paths, so a field that takes them is plain text.
      return <TextInput {...common} type={def.paths ? 'text' : 'url'} inputMode="url" />;
    case 'phone':
      return <TextInput {...common} type="tel" />;
    case 'color':
      return <TextInput {...common} type="color" sx={{ minWidth: 120 }} />;
    case 'textarea':
      return <TextInput {...common} multiline minRows={3} />;
    case 'json':
      return <TextInput {...common} multiline minRows={3} />;
    case 'password':
      return <PasswordInput {...common} autoComplete="new-password" />;
    case 'richText':
      return <LazyRichTextInput {...common} />;
    case 'integer':
      return <NumberInput {...common} step={1} />;
    case 'money':
      // Major units with cents, as the API speaks them (docs/API.md).
      return <NumberInput {...common} step={0.01} />;
    case 'boolean':
      return <BooleanInput {...common} />;
    case 'date':
      return <DateInput {...common} />;
    case 'datetime':
      return <DateTimeInput {...common} />;
    case 'time':
      // The API speaks 'HH:mm' (a Dhaka time of day); react-admin's default parse makes a Date.
      return <TimeInput {...common} parse={keepTimeOfDay} />;
    case 'choice':
      return <SelectInput {...common} choices={enumChoices(def.enum, enums[def.enum])} />;
    case 'reference':
      if (def.filteredBy)
        return (
          <FilteredReferenceInput
            source={source}
            reference={keyOfName(def.resource)}
            filter={referenceFilter(def)}
            parent={def.filteredBy.field}
            column={def.filteredBy.column}
          >
            <TitledAutocompleteInput reference={def.resource} label={label} validate={validate} />
          </FilteredReferenceInput>
        );
      return (
        <ReferenceInput
          source={source}
          reference={keyOfName(def.resource)}
          filter={referenceFilter(def)}
          sort={referenceSort(def)}
        >
          <TitledAutocompleteInput reference={def.resource} label={label} validate={validate} />
        </ReferenceInput>
      );
    case 'references':
      if (def.input === 'permissionMatrix')
        return (
          <PermissionMatrixInput
            source={source}
            label={label}
            reference={def.resource}
            validate={validate}
          />
        );
      return (
        <ReferenceArrayInput
          source={source}
          reference={keyOfName(def.resource)}
          filter={referenceFilter(def)}
          sort={referenceSort(def)}
        >
          <TitledAutocompleteArrayInput
            reference={def.resource}
            label={label}
            validate={validate}
          />
        </ReferenceArrayInput>
      );
    case 'image':
      return <ImageUploadInput {...common} accept={def.accept} maxKb={def.maxKb} />;
    case 'file':
      return <FileUploadInput {...common} accept={def.accept} maxKb={def.maxKb} />;
  }
}
