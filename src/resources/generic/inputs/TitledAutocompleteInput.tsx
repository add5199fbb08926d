import { AutocompleteArrayInput, AutocompleteInput, type Validator } from 'react-admin';
import { useTitleIn } from '../titleSource';

interface TitledAutocompleteProps {
  /** The referenced resource, whose records are named in the reader's language. */
  reference: string;
  label: string;
  validate?: Validator | Validator[];
  /** A line under the input, when the field has one. */
  helperText?: string;
}

/** The picker of a reference, naming each choice in the reader's language. */
export function TitledAutocompleteInput({ reference, ...props }: TitledAutocompleteProps) {
  return (
    <AutocompleteInput
      {...props}
      optionText={useTitleIn(reference)}
      filterToQuery={(q) => ({ q })}
    />
  );
}

/** The picker of a many-reference, naming each choice in the reader's language. */
export function TitledAutocompleteArrayInput({ reference, ...props }: TitledAutocompleteProps) {
  return (
    <AutocompleteArrayInput
      {...props}
      optionText={useTitleIn(reference)}
      filterToQuery={(q) => ({ q })}
    />
  );
}
